import ServiceKit
import Testing

@testable import VIP

@MainActor
struct EventDetailInteractorTests {
  final class PresenterSpy: EventDetailPresentationLogic {
    var responses: [EventDetail.FetchEvent.Response] = []
    var updatedEvents: [ServiceEvent] = []
    var presentedEvents: [ServiceEvent] {
      responses.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    func presentFetchEvent(response: EventDetail.FetchEvent.Response) {
      responses.append(response)
    }

    func presentShowUpdatedEvent(response: EventDetail.ShowUpdatedEvent.Response) {
      updatedEvents.append(response.event)
    }
  }

  final class WorkerSpy: EventDetailWorkerLogic {
    var result: Result<ServiceEvent, any Error> = .success(Fixture.standard.events.first { $0.id == 1 }!)
    var fetchedIDs: [ServiceEvent.ID] = []
    private(set) var isSubscriptionEnded = false
    private let changes: AsyncStream<LiveChange>
    private let continuation: AsyncStream<LiveChange>.Continuation

    init() {
      (changes, continuation) = AsyncStream.makeStream()
      continuation.onTermination = { [weak self] _ in
        Task { @MainActor in self?.isSubscriptionEnded = true }
      }
    }

    func fetchEvent(id: ServiceEvent.ID) async throws -> ServiceEvent {
      fetchedIDs.append(id)
      return try result.get()
    }

    func liveChanges() -> AsyncStream<LiveChange> {
      changes
    }

    func push(_ change: LiveChange) {
      continuation.yield(change)
    }
  }

  let presenter = PresenterSpy()
  let worker = WorkerSpy()
  let interactor: EventDetailInteractor

  init() {
    interactor = EventDetailInteractor(worker: worker)
    interactor.presenter = presenter
    interactor.eventID = 1
  }

  @Test func fetchesThePassedEventAndKeepsItForTheRouter() async throws {
    interactor.fetchEvent(request: EventDetail.FetchEvent.Request())
    await yield { presenter.responses.count == 2 }

    guard case .loading = presenter.responses.first else {
      Issue.record("expected loading first, got \(presenter.responses)")
      return
    }
    #expect(worker.fetchedIDs == [1])
    #expect(presenter.presentedEvents.map(\.name) == ["Výměna kotle"])
    #expect(interactor.event?.id == 1)
  }

  @Test func aFailedFetchIsPresented() async throws {
    worker.result = .failure(BackendError.unavailable)

    interactor.fetchEvent(request: EventDetail.FetchEvent.Request())
    await yield { presenter.responses.count == 2 }

    guard case .failure = presenter.responses.last else {
      Issue.record("expected a failure, got \(presenter.responses)")
      return
    }
    #expect(interactor.event == nil)
  }

  @Test func theEventPassedBackIsPresentedWithoutAReload() throws {
    var updated = try #require(Fixture.standard.events.first { $0.id == 1 })
    updated.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    interactor.event = updated

    interactor.showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request())

    #expect(presenter.updatedEvents == [updated])
    #expect(presenter.responses.isEmpty)
    #expect(worker.fetchedIDs.isEmpty, "the report's answer needs no reload")
  }

  @Test func nothingIsShownBeforeThereIsAnEvent() {
    interactor.showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request())

    #expect(presenter.updatedEvents.isEmpty)
  }

  @Test func aCompletingReportBeingSentShowsTheEventCompletedUntilItIsCleared() throws {
    let event = try #require(Fixture.standard.events.first { $0.id == 1 })
    interactor.event = event
    interactor.reportBeingSent = StatusReport(
      eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    interactor.showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request())
    interactor.reportBeingSent = nil
    interactor.showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request())

    #expect(presenter.updatedEvents.map(\.isCompleted) == [true, false])
    #expect(interactor.event?.isCompleted == false, "the event is kept as the server has it")
  }

  @Test func liveChangesToTheEventArePresentedAndOthersIgnored() async throws {
    interactor.fetchEvent(request: EventDetail.FetchEvent.Request())
    await yield { presenter.responses.count == 2 }
    var other = try #require(Fixture.standard.events.first { $0.id == 2 })
    other.name = "Servis čerpadla"
    var changed = try #require(Fixture.standard.events.first { $0.id == 1 })
    changed.name = "Výměna kotle a bojleru"

    worker.push(.updated(other))
    worker.push(.removed(2))
    worker.push(.updated(changed))
    await yield { presenter.responses.count == 3 }
    worker.push(.removed(1))
    await yield { presenter.responses.count == 4 }

    #expect(presenter.presentedEvents.map(\.name) == ["Výměna kotle", "Výměna kotle a bojleru"])
    guard case .removed = presenter.responses.last else {
      Issue.record("expected the removal last, got \(presenter.responses)")
      return
    }
    #expect(interactor.event == nil, "the router has no removed event to act on")
    #expect(worker.fetchedIDs == [1], "from the live channel, not a reload")
  }

  @Test func releasingTheSceneEndsTheLiveSubscription() async throws {
    var interactor: EventDetailInteractor? = EventDetailInteractor(worker: worker)
    interactor?.eventID = 1
    interactor?.fetchEvent(request: EventDetail.FetchEvent.Request())
    #expect(!worker.isSubscriptionEnded)

    interactor = nil
    await yield { worker.isSubscriptionEnded }

    #expect(worker.isSubscriptionEnded)
  }
}
