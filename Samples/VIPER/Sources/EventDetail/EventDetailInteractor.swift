import ServiceKit

/// Loads one event from the backend, follows its changes on the server, and hands the presenter the plain data it
/// shows and acts on.
@MainActor
final class EventDetailInteractor: EventDetailInteractorInput {
  weak var output: EventDetailInteractorOutput?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private var liveUpdates: Task<Void, Never>?

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
  }

  /// The module is released when the detail is popped, which ends the subscription with the screen.
  isolated deinit {
    liveUpdates?.cancel()
  }

  func loadEvent() {
    Task {
      do {
        output?.didLoadEvent(Self.data(try await backend.event(id: eventID)))
      } catch {
        output?.didFailToLoadEvent()
      }
    }
  }

  func startLiveUpdates() {
    guard liveUpdates == nil else { return }
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  /// Changes to other events are not this screen's.
  private func apply(_ change: LiveChange) {
    switch change {
    case .added(let event), .updated(let event):
      guard event.id == eventID else { return }
      output?.didLoadEvent(Self.data(event))
    case .removed(let id):
      guard id == eventID else { return }
      output?.didRemoveEvent()
    }
  }

  private static func data(_ event: ServiceEvent) -> EventDetailData {
    EventDetailData(
      id: event.id, name: event.name, address: event.address, date: event.date, description: event.description,
      isCompleted: event.isCompleted, contactName: event.contact.name, contactPhone: event.contact.phone,
      customerID: event.customerID, customerName: event.customerName, latitude: event.location.latitude,
      longitude: event.location.longitude)
  }
}
