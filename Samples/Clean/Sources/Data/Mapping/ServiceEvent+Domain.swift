import CleanDomain
import ServiceKit

extension ServiceEvent {
  /// The backend's event as the domain's; of the report, only whether it completed the event matters.
  func toDomain() -> Event {
    Event(
      id: id, name: name, address: address, date: date, details: description, contact: contact.toDomain(),
      customerID: customerID, customerName: customerName, location: location.toDomain(), isCompleted: isCompleted)
  }
}
