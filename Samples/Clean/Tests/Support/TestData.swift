import CleanDomain
import Foundation

/// Entities for tests, close to the standard fixture so that expectations read like the app.
enum TestData {
  static let technician = Technician(id: 1, username: "jnovak", firstName: "Jan", lastName: "Novák")

  static let contact = Contact(name: "Marie Šťastná", phone: "+420602111222")

  static let location = Location(latitude: 50.0775, longitude: 14.451)

  static let customer = Customer(
    id: 1, name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3", contact: contact, location: location)

  /// An event of `customer`; `date` is ISO 8601 in UTC.
  static func event(
    id: Event.ID, name: String = "Výměna kotle", address: String = "Řípská 12, Praha 3",
    customerName: String = "Pekárna U Šťastných", date: String = "2026-11-24T08:00:00Z", isCompleted: Bool = false
  ) -> Event {
    Event(
      id: id, name: name, address: address, date: ISO8601DateFormatter().date(from: date)!,
      details: "Kotel netopí.", contact: contact, customerID: customer.id, customerName: customerName,
      location: location, isCompleted: isCompleted)
  }
}
