import Foundation
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct TasksInteractorTests {
  final class PresenterSpy: TasksPresentationLogic {
    var responses: [Tasks.FetchEvents.Response] = []
    /// The ids of the events last presented.
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
  }

  let presenter = PresenterSpy()

  private func makeInteractor(backend: FixtureBackend) -> TasksInteractor {
    let interactor = TasksInteractor(worker: TasksWorker(backend: backend))
    interactor.presenter = presenter
    return interactor
  }

  private func loadedInteractor() async throws -> (TasksInteractor, FixtureBackend) {
    let backend = try await loggedInBackend()
    let interactor = makeInteractor(backend: backend)
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 1 }
    return (interactor, backend)
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
    let (interactor, _) = try await loadedInteractor()

    guard case .loading = presenter.responses.first else {
      Issue.record("expected loading first, got \(presenter.responses)")
      return
    }
    #expect(presenter.latestIDs == [5, 2, 1, 3, 4, 6, 7, 8])
    #expect(interactor.events.map(\.id) == [5, 2, 1, 3, 4, 6, 7, 8])
  }

  @Test func aRefreshKeepsTheRowsInsteadOfPresentingLoading() async throws {
    let (interactor, backend) = try await loadedInteractor()
    backend.simulate(.removed(2), push: false)

    interactor.fetchEvents(request: Tasks.FetchEvents.Request(isRefresh: true))
    await yield { presenter.eventsCount == 2 }

    #expect(presenter.responses.count == 3)
    #expect(presenter.latestIDs == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test func aFailedFetchIsPresented() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.events)
    let interactor = makeInteractor(backend: backend)

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
    let (interactor, _) = try await loadedInteractor()

    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: text, isOpenOnly: false))

    #expect(presenter.latestIDs == ids)
    #expect(interactor.events.map(\.id) == ids)
  }

  @Test func openOnlyHidesCompletedEventsAndCombinesWithTheSearch() async throws {
    let (interactor, _) = try await loadedInteractor()

    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "", isOpenOnly: true))
    #expect(presenter.latestIDs == [2, 1, 3, 4, 6, 7, 8])

    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "praha", isOpenOnly: true))
    #expect(presenter.latestIDs == [2, 1, 6])
  }

  @Test func aFilterBeforeTheFirstLoadWaitsForIt() async throws {
    let backend = try await loggedInBackend()
    let interactor = makeInteractor(backend: backend)

    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "plzen", isOpenOnly: false))
    #expect(presenter.responses.isEmpty)
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 1 }

    #expect(presenter.latestIDs == [4, 8])
  }

  @Test func liveChangesApplyInSortedPositionUnderTheFilter() async throws {
    let (interactor, backend) = try await loadedInteractor()
    interactor.filterEvents(request: Tasks.FilterEvents.Request(searchText: "brno", isOpenOnly: true))

    backend.simulate(.added(newEvent(id: 9, address: "Údolní 20, Brno", date: "2026-11-22T10:00:00Z")))
    backend.simulate(.added(newEvent(id: 10, address: "Dlouhá 1, Praha 1", date: "2026-11-22T10:00:00Z")))
    backend.simulate(
      .added(newEvent(id: 11, address: "Údolní 20, Brno", date: "2026-11-30T10:00:00Z", completed: true)))
    await yield { presenter.eventsCount == 5 }
    #expect(presenter.latestIDs == [9, 3])

    var moved = try #require(backend.storedEvent(id: 3))
    moved.date = moved.date.addingTimeInterval(-30 * 24 * 3600)
    backend.simulate(.updated(moved))
    await yield { presenter.eventsCount == 6 }
    #expect(presenter.latestIDs == [3, 9])

    backend.simulate(.removed(9))
    await yield { presenter.eventsCount == 7 }
    #expect(presenter.latestIDs == [3])
  }

  @Test func liveChangesBeforeTheFirstLoadAreLeftToIt() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.events)
    let interactor = makeInteractor(backend: backend)
    interactor.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { backend.liveSubscriberCount == 1 && backend.heldCallCount == 1 }

    backend.simulate(.removed(2))
    for _ in 0..<10 { await Task.yield() }
    #expect(presenter.eventsCount == 0)

    backend.release(.events)
    await yield { presenter.eventsCount == 1 }
    #expect(presenter.latestIDs == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test func anEventTheDetailUpdatedIsShownAsItNowIs() async throws {
    let (interactor, backend) = try await loadedInteractor()
    let updated = try await backend.submit(
      StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: []))

    interactor.eventDetail(didUpdate: updated)

    #expect(interactor.events.first { $0.id == 1 }?.isCompleted == true)
    #expect(presenter.eventsCount == 2)
  }

  @Test func releasingTheSceneEndsTheLiveSubscription() async throws {
    let backend = try await loggedInBackend()
    var interactor: TasksInteractor? = makeInteractor(backend: backend)
    interactor?.fetchEvents(request: Tasks.FetchEvents.Request())
    await yield { presenter.eventsCount == 1 }
    #expect(backend.liveSubscriberCount == 1)

    interactor = nil
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.liveSubscriberCount == 0)
  }
}
