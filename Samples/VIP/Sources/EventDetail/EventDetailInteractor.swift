import ServiceKit

/// What the event detail view controller asks of the scene's business logic.
@MainActor
protocol EventDetailBusinessLogic {
  func fetchEvent(request: EventDetail.FetchEvent.Request)
  func showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request)
}

/// What the event detail keeps: the event to load, passed in by the list, and the event as loaded, which its
/// router passes on. The report's router passes back the event a sent report updated.
@MainActor
protocol EventDetailDataStore {
  var eventID: ServiceEvent.ID? { get set }
  var event: ServiceEvent? { get set }
}

/// Loads one event through the worker, and shows the event a sent report updated.
@MainActor
final class EventDetailInteractor: EventDetailBusinessLogic, EventDetailDataStore {
  var presenter: EventDetailPresentationLogic?
  var eventID: ServiceEvent.ID?
  var event: ServiceEvent?
  private let worker: any EventDetailWorkerLogic

  init(worker: any EventDetailWorkerLogic) {
    self.worker = worker
  }

  func fetchEvent(request: EventDetail.FetchEvent.Request) {
    guard let eventID else { return }
    presenter?.presentFetchEvent(response: .loading)
    Task {
      do {
        let event = try await worker.fetchEvent(id: eventID)
        self.event = event
        presenter?.presentFetchEvent(response: .event(event))
      } catch {
        presenter?.presentFetchEvent(response: .failure)
      }
    }
  }

  /// The event as the server returned it after the report: no need to load it again.
  func showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request) {
    guard let event else { return }
    presenter?.presentShowUpdatedEvent(response: EventDetail.ShowUpdatedEvent.Response(event: event))
  }
}
