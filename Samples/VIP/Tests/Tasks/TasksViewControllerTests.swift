import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIP

@MainActor
struct TasksViewControllerTests {
  final class InteractorSpy: TasksBusinessLogic {
    var requests: [String] = []

    func fetchEvents(request: Tasks.FetchEvents.Request) {
      requests.append("fetch")
    }

    func filterEvents(request: Tasks.FilterEvents.Request) {
      requests.append("filter \(request.searchText) \(request.isOpenOnly)")
    }

    func showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request) {
      requests.append("show updated")
    }
  }

  final class RouterSpy: TasksRoutingLogic, TasksDataPassing {
    var dataStore: TasksDataStore?
    var detailRows: [Int] = []

    func routeToEventDetail(row: Int) {
      detailRows.append(row)
    }
  }

  let interactor = InteractorSpy()
  let router = RouterSpy()
  let controller = TasksViewController()
  let application = Application()
  let navigationController: NavigationController

  init() {
    controller.interactor = interactor
    controller.router = router
    navigationController = host(controller, in: application)
  }

  private let rows: [Tasks.DisplayedEvent] = [
    .init(
      id: 5, date: "20.11.", name: "Revize plynového kotle", address: "Křižíkova 40, Praha 8",
      customerName: "Lékárna Na Křižovatce", status: "Completed"),
    .init(
      id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
      customerName: "Pekárna U Šťastných", status: nil),
  ]

  @Test func whatThePersonDoesIsSentAsRequestsAndRowTapsToTheRouter() {
    controller.displayFetchEvents(viewModel: .events(rows, emptyMessage: nil))
    let view = controller.tasksView

    view.searchBar.text = "praha"
    view.searchBar.delegate?.searchBar(view.searchBar, textDidChange: "praha")
    view.openOnlySwitch.setOn(true, animated: false)
    view.openOnlySwitch.sendActions(for: .valueChanged)
    view.loadingStateView.retryButton.sendActions(for: .touchUpInside)
    view.tableView.delegate?.tableView(view.tableView, didSelectRowAt: 1)

    #expect(
      interactor.requests == ["fetch", "filter praha false", "filter praha true", "fetch"])
    #expect(router.detailRows == [1])
    #expect(controller.title == "Tasks")
  }

  @Test func showsTheRowsItIsGiven() throws {
    controller.displayFetchEvents(viewModel: .events(rows, emptyMessage: nil))

    let tableView = controller.tasksView.tableView
    #expect(controller.tableView(tableView, numberOfRowsInSection: 0) == 2)
    let cell = try #require(controller.tableView(tableView, cellForRowAt: 0) as? EventCell)
    #expect(cell.accessibilityIdentifier == "event.5")
    #expect(
      [cell.dateLabel, cell.nameLabel, cell.addressLabel, cell.customerLabel, cell.statusLabel].map(\.text) == [
        "20.11.", "Revize plynového kotle", "Křižíkova 40, Praha 8", "Lékárna Na Křižovatce", "Completed",
      ])
    #expect(!tableView.isHidden)
    #expect(controller.tasksView.emptyStateLabel.text == nil)
  }

  @Test func showsLoadingErrorAndEmptyStates() {
    let view = controller.tasksView

    controller.displayFetchEvents(viewModel: .loading)
    #expect(view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.tableView.isHidden)

    controller.displayFetchEvents(viewModel: .error("Could not load events."))
    #expect(view.loadingStateView.messageLabel.text == "Could not load events.")
    #expect(!view.loadingStateView.retryButton.isHidden)
    #expect(view.tableView.isHidden)

    controller.displayFetchEvents(viewModel: .events([], emptyMessage: "No events found."))
    #expect(view.emptyStateLabel.text == "No events found.")
    #expect(!view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.loadingStateView.retryButton.isHidden)
  }

  @Test func theFirstLoadIsAFetchAndComingBackIntoViewAsksForNothing() {
    navigationController.pushViewController(ViewController(), animated: false)
    navigationController.popViewController(animated: false)
    controller.showUpdatedEvent()

    #expect(interactor.requests == ["fetch", "show updated"])
  }

  @Test func theListWithAnUpdatedEventIsShown() {
    controller.displayFetchEvents(viewModel: .events([], emptyMessage: "No events found."))
    controller.displayShowUpdatedEvent(
      viewModel: Tasks.ShowUpdatedEvent.ViewModel(displayedEvents: rows, emptyMessage: nil))

    #expect(controller.tableView(controller.tasksView.tableView, numberOfRowsInSection: 0) == 2)
    #expect(controller.tasksView.emptyStateLabel.text == nil)
    #expect(!controller.tasksView.tableView.isHidden)
  }

  @Test func filteredRowsAreShown() {
    controller.displayFilterEvents(viewModel: Tasks.FilterEvents.ViewModel(displayedEvents: [], emptyMessage: "x"))
    controller.displayFilterEvents(viewModel: Tasks.FilterEvents.ViewModel(displayedEvents: rows, emptyMessage: nil))

    #expect(controller.tableView(controller.tasksView.tableView, numberOfRowsInSection: 0) == 2)
    #expect(controller.tasksView.emptyStateLabel.text == nil)
    #expect(!controller.tasksView.tableView.isHidden)
  }

  @Test func pullToRefreshIsAFetchRequestThatEndsWithTheRows() async throws {
    let list = try #require(application.currentTree.descendants.first { $0.identifier == "events" })
    let refresh = try #require(list.actions.refresh)

    application.runTask { await refresh() }
    await yield { interactor.requests == ["fetch", "fetch"] }
    #expect(controller.tasksView.refreshControl.isRefreshing)

    controller.displayFetchEvents(viewModel: .events(rows, emptyMessage: nil))
    await settle(application)

    #expect(!controller.tasksView.refreshControl.isRefreshing)
    #expect(application.runningTaskCount == 0)
  }
}
