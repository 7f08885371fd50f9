import Foundation
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct TasksInteractorTests {
  final class PresenterSpy: TasksPresentationLogic {
    var responses: [Tasks.FetchEvents.Response] = []
    var filtered: [[Int]] = []
    var updated: [[Int]] = []
    /// The ids of the events last presented by a fetch or a live change.
    var latestIDs: [Int]? {
      responses.lazy.reversed().compactMap { response -> [Int]? in
        guard case .events(let events) = response else { return nil }
        return events.map(\.id)
      }.first
    }
    var eventsCount: Int { responses.filter { if case .events = $0 { true } else { false } }.count }

    func presentFetchEvents(response: Tasks.FetchEvents.Response) {
      responses.append(response)
    }

    func presentFilterEvents(response: Tasks.FilterEvents.Response) {
      filtered.append(response.events.map(\.id))
    }

    func presentShowUpdatedEvent(response: Tasks.ShowUpdatedEvent.Response) {
      updated.append(response.events.map(\.id))
    }
  }

  final class WorkerSpy: TasksWorkerLogic {
    var result: Result<[ServiceEvent], any Error> = .success(Fixture.standard.events)
    var fetchCount = 0
    /// While set, a fetch waits for ``release()``.
    var isHeld = false
    private var held: [CheckedContinuation<Void, Never>] = []
    private(set) var isSubscriptionEnded = false
    private let changes: AsyncStream<LiveChange>
    private let continuation: AsyncStream<LiveChange>.Continuation

    init() {
      (changes, continuation) = AsyncStream.makeStream()
      continuation.onTermination = { [weak self] _ in
        Task { @MainActor in self?.isSubscriptionEnded = true }
      }
    }

    func fetchEvents() async throws -> [ServiceEvent] {
      fetchCount += 1
      if isHeld {
        await withCheckedContinuation { held.append($0) }
      }
      return try result.get()
    }

    func liveChanges() -> AsyncStream<LiveChange> {
      changes
    }

    func release() {
      isHeld = false
      held.forEach { $0.resume() }
      held = []
    }

    func push(_ change: LiveChange) {
      continuation.yield(change)
    }
  }

  let presenter = PresenterSpy()
  let worker = WorkerSpy()

  private func makeInteractor() -> TasksInteractor {
    let interactor = TasksInteractor(worker: worker)
    interactor.presenter = presenter
    return interactor
  }

  private func loadedInteractor() async -> TasksInteractor {
    let interactor = makeInteractor()
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 1 }
    return interactor
  }

  private func newEvent(id: Int, address: String, date: String, completed: Bool = false) -> ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: id, name: "Oprava bojleru", address: address, date: ISO8601DateFormatter().date(from: date)!,
      description: "", contact: customer.contact, customerID: customer.id, customerName: customer.name,
      location: customer.location,
      report: completed
        ? StatusReport(eventID: id, note: "", isCompleted: true, completionType: .other, photos: []) : nil)
  }

  @Test func fetchingPresentsLoadingThenTheEventsSortedByDate() async throws {
    let interactor = await loadedInteractor()

    guard case .loading = presenter.responses.first else {
      Issue.record("expected loading first, got \(presenter.responses)")
      return
    }
    #expect(presenter.latestIDs == [5, 2, 1, 3, 4, 6, 7, 8])
    #expect(interactor.events.map(\.id) == [5, 2, 1, 3, 4, 6, 7, 8])
  }

  @Test func aFetchAfterTheFirstLoadKeepsTheRowsInsteadOfPresentingLoading() async throws {
    let interactor = await loadedInteractor()
    worker.result = .success(Fixture.standard.events.filter { $0.id != 2 })

    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 2 }

    #expect(presenter.responses.count == 3)
    #expect(presenter.latestIDs == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test func aFetchUnderWayIsNotStartedAgain() async throws {
    worker.isHeld = true
    let interactor = makeInteractor()

    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    worker.release()
    await yield { presenter.eventsCount == 1 }
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 2 }

    #expect(worker.fetchCount == 2)
  }

  @Test func aFailedFetchIsPresented() async throws {
    worker.result = .failure(BackendError.unavailable)
    let interactor = makeInteractor()

    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.responses.count == 2 }

    guard case .failure = presenter.responses.last else {
      Issue.record("expected a failure, got \(presenter.responses)")
      return
    }
  }

  @Test(arguments: [
    ("cerpadla", [3]), ("STASTNYCH", [1, 6]), (" plzen ", [4, 8]), ("", [5, 2, 1, 3, 4, 6, 7, 8]), ("zzz", []),
  ])
  func searchMatchesNameCustomerOrAddressIgnoringCaseDiacriticsAndSpaces(text: String, ids: [Int]) async throws {
    let interactor = await loadedInteractor()

    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: text, isOpenOnly: false))

    #expect(presenter.filtered == [ids])
    #expect(interactor.events.map(\.id) == ids)
  }

  @Test func openOnlyHidesCompletedEventsAndCombinesWithTheSearch() async throws {
    let interactor = await loadedInteractor()

    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "", isOpenOnly: true))
    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "praha", isOpenOnly: true))

    #expect(presenter.filtered == [[2, 1, 3, 4, 6, 7, 8], [2, 1, 6]])
  }

  @Test func aFilterBeforeTheFirstLoadWaitsForIt() async throws {
    let interactor = makeInteractor()

    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "plzen", isOpenOnly: false))
    #expect(presenter.filtered.isEmpty)
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 1 }

    #expect(presenter.latestIDs == [4, 8])
  }

  @Test func liveChangesApplyInSortedPositionUnderTheFilter() async throws {
    let interactor = await loadedInteractor()
    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "brno", isOpenOnly: true))

    worker.push(.added(newEvent(id: 9, address: "Údolní 20, Brno", date: "2026-11-22T10:00:00Z")))
    worker.push(.added(newEvent(id: 10, address: "Dlouhá 1, Praha 1", date: "2026-11-22T10:00:00Z")))
    worker.push(.added(newEvent(id: 11, address: "Údolní 20, Brno", date: "2026-11-30T10:00:00Z", completed: true)))
    await yield { presenter.eventsCount == 4 }
    #expect(presenter.latestIDs == [9, 3])

    var moved = try #require(Fixture.standard.events.first { $0.id == 3 })
    moved.date = moved.date.addingTimeInterval(-30 * 24 * 3600)
    worker.push(.updated(moved))
    await yield { presenter.eventsCount == 5 }
    #expect(presenter.latestIDs == [3, 9])

    worker.push(.removed(9))
    await yield { presenter.eventsCount == 6 }
    #expect(presenter.latestIDs == [3])
  }

  @Test func liveChangesBeforeTheFirstLoadAreLeftToIt() async throws {
    worker.isHeld = true
    let interactor = makeInteractor()
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())

    worker.push(.removed(2))
    for _ in 0..<10 { await Task.yield() }
    #expect(presenter.eventsCount == 0)

    worker.release()
    await yield { presenter.eventsCount == 1 }
    #expect(presenter.latestIDs == [5, 2, 1, 3, 4, 6, 7, 8])
    #expect(interactor.events.count == 8)
  }

  @Test func theEventASentReportUpdatedTakesItsPlaceUnderTheFilterWithNoLoad() async throws {
    let interactor = await loadedInteractor()
    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "", isOpenOnly: true))
    var reported = try #require(Fixture.standard.events.first { $0.id == 2 })
    reported.report = StatusReport(eventID: 2, note: "", isCompleted: true, completionType: .repaired, photos: [])
    var moved = try #require(Fixture.standard.events.first { $0.id == 8 })
    moved.report = StatusReport(eventID: 8, note: "", isCompleted: false, completionType: .other, photos: [])
    moved.date = moved.date.addingTimeInterval(-30 * 24 * 3600)

    interactor.updatedEvent = reported
    interactor.showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request())
    interactor.updatedEvent = moved
    interactor.showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request())

    #expect(presenter.updated == [[1, 3, 4, 6, 7, 8], [8, 1, 3, 4, 6, 7]])
    #expect(interactor.events.map(\.id) == [8, 1, 3, 4, 6, 7])
    #expect(interactor.updatedEvent == nil)
    #expect(worker.fetchCount == 1)
  }

  @Test func comingBackWithNothingPassedShowsTheListAsItWasAndLoadsNothing() async throws {
    let interactor = await loadedInteractor()

    interactor.showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request())

    #expect(presenter.updated == [[5, 2, 1, 3, 4, 6, 7, 8]])
    #expect(presenter.responses.count == 2)
    #expect(worker.fetchCount == 1)
  }

  @Test func aCompletingReportBeingSentShowsItsEventCompletedUnderTheFilterUntilItIsCleared() async throws {
    let interactor = await loadedInteractor()
    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "", isOpenOnly: true))

    interactor.reportBeingSent = StatusReport(
      eventID: 2, note: "", isCompleted: true, completionType: .repaired, photos: [])
    interactor.showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request())
    worker.push(.updated(try #require(Fixture.standard.events.first { $0.id == 3 })))
    await yield { presenter.eventsCount == 2 }
    interactor.reportBeingSent = nil
    interactor.showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request())

    #expect(presenter.updated == [[1, 3, 4, 6, 7, 8], [2, 1, 3, 4, 6, 7, 8]])
    #expect(presenter.latestIDs == [1, 3, 4, 6, 7, 8], "a live change meanwhile keeps it")
    #expect(worker.fetchCount == 1)
  }

  @Test func releasingTheSceneEndsTheLiveSubscription() async throws {
    var interactor: TasksInteractor? = makeInteractor()
    interactor?.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 1 }
    #expect(!worker.isSubscriptionEnded)

    interactor = nil
    await yield { worker.isSubscriptionEnded }

    #expect(worker.isSubscriptionEnded)
  }
}
