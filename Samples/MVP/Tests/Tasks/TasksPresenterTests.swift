import Foundation
import ServiceKit
import Testing

@testable import MVP

@MainActor
struct TasksPresenterTests {
  private static let sortedIDs = [5, 2, 1, 3, 4, 6, 7, 8]
  private let view = MockTasksView()

  private func makePresenter(backend: FixtureBackend) -> TasksPresenter {
    let presenter = TasksPresenter(backend: backend)
    presenter.view = view
    return presenter
  }

  private func loadedPresenter() async throws -> (TasksPresenter, FixtureBackend) {
    let backend = try await loggedInBackend()
    let presenter = makePresenter(backend: backend)
    presenter.viewDidLoad()
    await presenter.loadTask?.value
    return (presenter, backend)
  }

  private static func event(id: Int, date: String, address: String = "Údolní 20, Brno") -> ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: id, name: "Oprava bojleru", address: address, date: ISO8601DateFormatter().date(from: date)!,
      description: "", contact: customer.contact, customerID: customer.id, customerName: customer.name,
      location: customer.location)
  }

  @Test func showsLoadingUntilTheEventsArrive() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.events)
    let presenter = makePresenter(backend: backend)

    presenter.viewDidLoad()

    #expect(view.isLoading)
    #expect(view.rows.isEmpty)
    backend.release(.events)
    await presenter.loadTask?.value
    #expect(!view.isLoading)
    #expect(view.rowIDs == Self.sortedIDs)
    #expect(view.emptyMessage == nil)
  }

  @Test func formatsTheRows() async throws {
    _ = try await loadedPresenter()

    #expect(
      view.rows[2]
        == EventRowViewData(
          id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
          customer: "Pekárna U Šťastných", status: nil))
    #expect(view.rows[0].date == "20.11.")
    #expect(view.rows[0].status == "Completed")
    #expect(view.rows.last?.date == "1.12.")
  }

  @Test(arguments: [
    ("cerpadla", [3]),
    ("STASTNYCH", [1, 6]),
    (" plzen ", [4, 8]),
    ("praha", [5, 2, 1, 6]),
    ("", [5, 2, 1, 3, 4, 6, 7, 8]),
    ("   ", [5, 2, 1, 3, 4, 6, 7, 8]),
  ])
  func searchIgnoresCaseDiacriticsAndSurroundingSpaces(text: String, ids: [Int]) async throws {
    let (presenter, _) = try await loadedPresenter()

    presenter.didChangeSearchText(text)

    #expect(view.rowIDs == ids)
  }

  @Test func openOnlyHidesCompletedEventsAndCombinesWithTheSearch() async throws {
    let (presenter, _) = try await loadedPresenter()

    presenter.didChangeOpenOnly(true)
    #expect(view.rowIDs == [2, 1, 3, 4, 6, 7, 8])

    presenter.didChangeSearchText("praha")
    #expect(view.rowIDs == [2, 1, 6])

    presenter.didChangeOpenOnly(false)
    #expect(view.rowIDs == [5, 2, 1, 6])
  }

  @Test func noMatchShowsTheEmptyState() async throws {
    let (presenter, _) = try await loadedPresenter()

    presenter.didChangeSearchText("zzz")
    #expect(view.rows.isEmpty)
    #expect(view.emptyMessage == "No events found.")

    presenter.didChangeSearchText("")
    #expect(view.emptyMessage == nil)
  }

  @Test func filteringBeforeTheEventsArriveShowsNothing() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.events)
    let presenter = makePresenter(backend: backend)
    presenter.viewDidLoad()

    presenter.didChangeSearchText("zzz")

    #expect(view.isLoading)
    #expect(view.emptyMessage == nil)
    backend.release(.events)
    await presenter.loadTask?.value
    #expect(view.emptyMessage == "No events found.")
  }

  @Test func loadFailureShowsAnErrorAndRetryLoadsAgain() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.events)
    let presenter = makePresenter(backend: backend)

    presenter.viewDidLoad()
    await presenter.loadTask?.value
    #expect(view.loadingError == "Could not load events.")
    #expect(view.rows.isEmpty)

    presenter.didTapRetry()
    #expect(view.isLoading)
    await presenter.loadTask?.value
    #expect(view.loadingError == nil)
    #expect(view.rowIDs == Self.sortedIDs)
    #expect(backend.calls.filter { $0 == .events }.count == 2)
  }

  @Test func pullToRefreshShowsTheServersChangesAndEnds() async throws {
    let (presenter, backend) = try await loadedPresenter()
    backend.simulate(.added(Self.event(id: 9, date: "2026-11-22T10:00:00Z")), push: false)
    backend.simulate(.removed(7), push: false)

    presenter.didPullToRefresh()
    #expect(!view.isLoading, "the refresh control shows the refresh")
    await presenter.loadTask?.value

    #expect(view.rowIDs == [5, 9, 2, 1, 3, 4, 6, 8])
    #expect(view.refreshEndCount == 1)
  }

  @Test func failedPullToRefreshShowsAnErrorAndEnds() async throws {
    let (presenter, backend) = try await loadedPresenter()
    backend.failNext(.events)

    presenter.didPullToRefresh()
    await presenter.loadTask?.value

    #expect(view.loadingError == "Could not load events.")
    #expect(view.refreshEndCount == 1)
  }

  @Test func liveChangesAddUpdateAndRemoveRowsInSortedPosition() async throws {
    let (presenter, backend) = try await loadedPresenter()
    defer { withExtendedLifetime(presenter) {} }

    backend.simulate(.added(Self.event(id: 9, date: "2026-11-22T10:00:00Z")))
    await yield { view.rowIDs.contains(9) }
    #expect(view.rowIDs == [5, 9, 2, 1, 3, 4, 6, 7, 8])

    var event = try #require(backend.storedEvent(id: 3))
    event.name = "Kontrola čerpadla a filtrů"
    event.date = event.date.addingTimeInterval(7 * 24 * 3600)
    backend.simulate(.updated(event))
    await yield { view.rowIDs.last == 3 }
    #expect(view.rowIDs == [5, 9, 2, 1, 4, 6, 7, 8, 3])
    #expect(view.rows.last?.name == "Kontrola čerpadla a filtrů")
    #expect(view.rows.last?.date == "2.12.")

    backend.simulate(.removed(2))
    await yield { !view.rowIDs.contains(2) }
    #expect(view.rowIDs == [5, 9, 1, 4, 6, 7, 8, 3])
  }

  @Test func liveChangesRespectTheFilter() async throws {
    let (presenter, backend) = try await loadedPresenter()
    defer { withExtendedLifetime(presenter) {} }
    presenter.didChangeSearchText("brno")
    presenter.didChangeOpenOnly(true)
    #expect(view.rowIDs == [3])

    backend.simulate(.added(Self.event(id: 10, date: "2026-11-22T11:00:00Z", address: "Dlouhá 1, Praha 1")))
    var completed = Self.event(id: 11, date: "2026-11-30T10:00:00Z")
    completed.report = StatusReport(eventID: 11, note: "", isCompleted: true, completionType: .other, photos: [])
    backend.simulate(.added(completed))
    // Changes arrive in order, so once the last one shows, the others have been applied.
    backend.simulate(.added(Self.event(id: 9, date: "2026-11-22T10:00:00Z")))
    await yield { view.rowIDs.contains(9) }

    #expect(view.rowIDs == [9, 3])
  }

  @Test func selectingARowOpensTheEventShownThere() async throws {
    let (presenter, _) = try await loadedPresenter()
    presenter.didChangeSearchText("plzen")

    presenter.didSelectRow(at: 1)

    #expect(view.shownEventDetail == 8)
  }

  @Test func anEventUpdatedInItsDetailChangesItsRow() async throws {
    let (presenter, backend) = try await loadedPresenter()
    presenter.didChangeOpenOnly(true)
    var event = try #require(backend.storedEvent(id: 1))
    event.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    presenter.eventDetailPresenter(EventDetailPresenter(eventID: 1, backend: backend), didUpdate: event)

    #expect(!view.rowIDs.contains(1))
    presenter.didChangeOpenOnly(false)
    #expect(view.rows[2].status == "Completed")
  }

  @Test func liveUpdatesEndWhenThePresenterIsReleased() async throws {
    let backend = try await loggedInBackend()
    var presenter: TasksPresenter? = makePresenter(backend: backend)
    presenter?.viewDidLoad()
    await presenter?.loadTask?.value
    #expect(backend.liveSubscriberCount == 1)

    presenter = nil

    await yield { backend.liveSubscriberCount == 0 }
    #expect(backend.liveSubscriberCount == 0)
  }
}
