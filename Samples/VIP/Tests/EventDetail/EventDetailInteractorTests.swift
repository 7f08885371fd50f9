import ServiceKit
import Testing

@testable import VIP

@MainActor
struct EventDetailInteractorTests {
  final class PresenterSpy: EventDetailPresentationLogic {
    var responses: [EventDetail.FetchEvent.Response] = []
    var presentedEvents: [ServiceEvent] {
      responses.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }

    func presentFetchEvent(response: EventDetail.FetchEvent.Response) {
      responses.append(response)
    }
  }

  final class ListenerSpy: EventDetailListener {
    var updated: [ServiceEvent] = []

    func eventDetail(didUpdate event: ServiceEvent) {
      updated.append(event)
    }
  }

  let presenter = PresenterSpy()
  let listener = ListenerSpy()

  private func makeInteractor(backend: FixtureBackend) -> EventDetailInteractor {
    let interactor = EventDetailInteractor(worker: EventDetailWorker(backend: backend))
    interactor.presenter = presenter
    interactor.eventID = 1
    interactor.listener = listener
    return interactor
  }

  @Test func fetchesThePassedEventAndKeepsItForTheRouter() async throws {
    let interactor = makeInteractor(backend: try await loggedInBackend())

    interactor.fetchEvent(request: EventDetail.FetchEvent.Request())
    await yield { presenter.responses.count == 2 }

    guard case .loading = presenter.responses.first else {
      Issue.record("expected loading first, got \(presenter.responses)")
      return
    }
    #expect(presenter.presentedEvents.map(\.name) == ["Výměna kotle"])
    #expect(interactor.event?.id == 1)
  }

  @Test func aFailedFetchIsPresented() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)
    let interactor = makeInteractor(backend: backend)

    interactor.fetchEvent(request: EventDetail.FetchEvent.Request())
    await yield { presenter.responses.count == 2 }

    guard case .failure = presenter.responses.last else {
      Issue.record("expected a failure, got \(presenter.responses)")
      return
    }
    #expect(interactor.event == nil)
  }

  @Test func anEventTheReportUpdatedIsPresentedAndPassedOnToTheList() async throws {
    let backend = try await loggedInBackend()
    let interactor = makeInteractor(backend: backend)
    let updated = try await backend.submit(
      StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: []))

    interactor.report(didUpdate: updated)

    #expect(presenter.presentedEvents == [updated])
    #expect(interactor.event == updated)
    #expect(listener.updated == [updated])
    #expect(backend.calls.filter { $0 == .event }.isEmpty, "the report's answer needs no reload")
  }
}
