import ServiceKit

/// What the event detail view controller asks of the scene's business logic.
@MainActor
protocol EventDetailBusinessLogic {
  func fetchEvent(request: EventDetail.FetchEvent.Request)
  func showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request)
}

/// What the event detail keeps: the event to load, passed in by the list, and the event as loaded, which its
/// router passes on. The report's router passes back the event a sent report updated, and the report while it is
/// sent.
@MainActor
protocol EventDetailDataStore {
  var eventID: ServiceEvent.ID? { get set }
  var event: ServiceEvent? { get set }
  var reportBeingSent: StatusReport? { get set }
}

/// Loads one event through the worker and keeps it current with live changes, and shows the event a sent report
/// updated.
@MainActor
final class EventDetailInteractor: EventDetailBusinessLogic, EventDetailDataStore {
  var presenter: EventDetailPresentationLogic?
  var eventID: ServiceEvent.ID?
  var event: ServiceEvent?
  var reportBeingSent: StatusReport?
  private let worker: any EventDetailWorkerLogic
  private var liveUpdates: Task<Void, Never>?

  init(worker: any EventDetailWorkerLogic) {
    self.worker = worker
  }

  /// The scene is released when the detail is popped, which ends the subscription with the screen.
  isolated deinit {
    liveUpdates?.cancel()
  }

  func fetchEvent(request: EventDetail.FetchEvent.Request) {
    guard let eventID else { return }
    startLiveUpdates()
    presenter?.presentFetchEvent(response: .loading)
    Task {
      do {
        let event = try await worker.fetchEvent(id: eventID)
        self.event = event
        presenter?.presentFetchEvent(response: .event(event.shown(whileSending: reportBeingSent)))
      } catch {
        presenter?.presentFetchEvent(response: .failure)
      }
    }
  }

  /// The event as the server returned it after the report, or as the report being sent will leave it: no need to
  /// load it again.
  func showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request) {
    guard let event else { return }
    presenter?.presentShowUpdatedEvent(
      response: EventDetail.ShowUpdatedEvent.Response(event: event.shown(whileSending: reportBeingSent)))
  }

  // MARK: Business rules

  private func startLiveUpdates() {
    guard liveUpdates == nil else { return }
    let changes = worker.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  /// Changes to other events are not this screen's.
  private func apply(_ change: LiveChange) {
    switch change {
    case .added(let changed), .updated(let changed):
      guard changed.id == eventID else { return }
      event = changed
      presenter?.presentFetchEvent(response: .event(changed.shown(whileSending: reportBeingSent)))
    case .removed(let id):
      guard id == eventID else { return }
      event = nil
      presenter?.presentFetchEvent(response: .removed)
    }
  }
}
