import ServiceKit

/// What the event detail view controller asks of the scene's business logic.
@MainActor
protocol EventDetailBusinessLogic {
  func fetchEvent(request: EventDetail.FetchEvent.Request)
}

/// What the event detail keeps: the event to load, passed in by the list, and the event as loaded, which its
/// router passes on. The report form passes back the event it updates.
@MainActor
protocol EventDetailDataStore: ReportListener {
  var eventID: ServiceEvent.ID? { get set }
  var event: ServiceEvent? { get }
  var listener: EventDetailListener? { get set }
}

/// Loads one event through the worker, and shows the event a sent report updated.
@MainActor
final class EventDetailInteractor: EventDetailBusinessLogic, EventDetailDataStore {
  var presenter: EventDetailPresentationLogic?
  var eventID: ServiceEvent.ID?
  private(set) var event: ServiceEvent?
  weak var listener: EventDetailListener?
  private let worker: EventDetailWorker

  init(worker: EventDetailWorker) {
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

  // MARK: ReportListener

  /// A sent report changed the event: the detail shows it as the server returned it, and so does the list.
  func report(didUpdate event: ServiceEvent) {
    self.event = event
    presenter?.presentFetchEvent(response: .event(event))
    listener?.eventDetail(didUpdate: event)
  }
}
