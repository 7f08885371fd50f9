import ServiceKit

/// Loads one event from the backend and hands the presenter the plain data it shows and acts on.
@MainActor
final class EventDetailInteractor: EventDetailInteractorInput {
  weak var output: EventDetailInteractorOutput?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
  }

  func loadEvent() {
    Task {
      do {
        let event = try await backend.event(id: eventID)
        output?.didLoadEvent(
          EventDetailData(
            id: event.id, name: event.name, address: event.address, date: event.date,
            description: event.description, isCompleted: event.isCompleted, contactName: event.contact.name,
            contactPhone: event.contact.phone, customerID: event.customerID, customerName: event.customerName,
            latitude: event.location.latitude, longitude: event.location.longitude))
      } catch {
        output?.didFailToLoadEvent()
      }
    }
  }
}
