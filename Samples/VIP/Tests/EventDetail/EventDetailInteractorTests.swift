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

    func fetchEvent(id: ServiceEvent.ID) async throws -> ServiceEvent {
      fetchedIDs.append(id)
      return try result.get()
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
}
