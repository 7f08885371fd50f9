import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct TasksViewControllerTests {
  private let application = Application()

  private func makeController(backend: FixtureBackend) -> (TasksViewController, EventStore) {
    let store = EventStore(backend: backend)
    let controller = TasksViewController(eventStore: store, backend: backend)
    host(controller, in: application)
    return (controller, store)
  }

  private func loadedController() async throws -> (TasksViewController, EventStore, FixtureBackend) {
    let backend = try await loggedInBackend()
    let (controller, store) = makeController(backend: backend)
    await controller.loadTask?.value
    return (controller, store, backend)
  }

  /// The rows as the table shows them: each cell's texts, in order.
  private func rows(of controller: TasksViewController) -> [[String]] {
    let tableView = controller.tasksView.tableView
    return (0..<controller.tableView(tableView, numberOfRowsInSection: 0)).map { row in
      let cell = controller.tableView(tableView, cellForRowAt: row) as! EventCell
      return [cell.dateLabel, cell.nameLabel, cell.addressLabel, cell.customerLabel, cell.statusLabel]
        .compactMap(\.text)
    }
  }

  private func rowIDs(of controller: TasksViewController) -> [String] {
    let tableView = controller.tasksView.tableView
    return (0..<controller.tableView(tableView, numberOfRowsInSection: 0)).map { row in
      controller.tableView(tableView, cellForRowAt: row).accessibilityIdentifier ?? ""
    }
  }

  private func search(_ text: String, in controller: TasksViewController) {
    let searchBar = controller.tasksView.searchBar
    searchBar.text = text
    searchBar.delegate?.searchBar(searchBar, textDidChange: text)
  }

  @Test func showsASpinnerUntilTheEventsArrive() async throws {
    let backend = try await loggedInBackend()
    let (controller, _) = makeController(backend: backend)

    #expect(controller.title == "Tasks")
    #expect(controller.tasksView.loadingStateView.activityIndicator.isAnimating)
    #expect(controller.tasksView.tableView.isHidden)
    await controller.loadTask?.value
    #expect(!controller.tasksView.loadingStateView.activityIndicator.isAnimating)
    #expect(!controller.tasksView.tableView.isHidden)
    #expect(controller.tasksView.emptyStateLabel.isHidden)
  }

  @Test func rowsAreSortedByDateAndShowTheEvent() async throws {
    let (controller, _, _) = try await loadedController()

    #expect(rowIDs(of: controller) == (["5", "2", "1", "3", "4", "6", "7", "8"]).map { "event.\($0)" })
    #expect(rows(of: controller)[0].last == "Completed")
    #expect(rows(of: controller)[2] == ["24.11.", "Výměna kotle", "Řípská 12, Praha 3", "Pekárna U Šťastných"])
  }

  @Test func searchAndOpenOnlyFilterTheRows() async throws {
    let (controller, _, _) = try await loadedController()

    search("kotle", in: controller)
    #expect(rowIDs(of: controller) == ["event.5", "event.1"])

    controller.tasksView.openOnlySwitch.flip(true)
    #expect(rowIDs(of: controller) == ["event.1"])

    search("", in: controller)
    #expect(rowIDs(of: controller).count == 7)
  }

  @Test func showsTheEmptyStateWhenNothingMatches() async throws {
    let (controller, _, _) = try await loadedController()

    search("xyz", in: controller)

    #expect(rowIDs(of: controller).isEmpty)
    #expect(!controller.tasksView.emptyStateLabel.isHidden)
    #expect(controller.tasksView.emptyStateLabel.text == "No events found.")
  }

  @Test func loadFailureShowsAnErrorAndRetryLoadsAgain() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.events)
    let (controller, _) = makeController(backend: backend)
    let loadingState = controller.tasksView.loadingStateView
    await controller.loadTask?.value

    #expect(loadingState.messageLabel.text == "Could not load events.")
    #expect(!loadingState.retryButton.isHidden)
    #expect(controller.tasksView.tableView.isHidden)

    loadingState.retryButton.tap()
    await controller.loadTask?.value

    #expect(loadingState.messageLabel.text == nil)
    #expect(loadingState.retryButton.isHidden)
    #expect(rowIDs(of: controller).count == 8)
    #expect(backend.calls.filter { $0 == .events }.count == 2)
  }

  @Test func pullToRefreshShowsTheServersChanges() async throws {
    let (controller, _, backend) = try await loadedController()
    backend.simulate(.removed(4), push: false)
    let refreshControl = controller.tasksView.refreshControl

    refreshControl.beginRefreshing()
    refreshControl.sendActions(for: .valueChanged)
    await controller.loadTask?.value

    #expect(!rowIDs(of: controller).contains("event.4"))
    #expect(!refreshControl.isRefreshing)
  }

  @Test func storeChangesShowUnderTheCurrentFilter() async throws {
    let (controller, store, _) = try await loadedController()
    controller.tasksView.openOnlySwitch.flip(true)
    var added = Fixture.standard.events[0]
    added.id = 9
    added.report = StatusReport(eventID: 9, note: "", isCompleted: true, completionType: .other, photos: [])

    store.apply(.added(added))
    store.apply(.removed(3))

    #expect(!rowIDs(of: controller).contains("event.9"))
    #expect(!rowIDs(of: controller).contains("event.3"))
    #expect(rowIDs(of: controller).count == 6)
  }

  @Test func tappingARowOpensTheEventDetail() async throws {
    let (controller, _, _) = try await loadedController()
    search("cerpadla", in: controller)

    controller.tableView(controller.tasksView.tableView, didSelectRowAt: 0)

    let detail = try #require(controller.navigationController?.topViewController as? EventDetailViewController)
    await detail.loadTask?.value
    #expect(detail.event?.id == 3)
  }
}
