import Foundation
import SpecRules

/// One service job a technician does at a customer's site.
///
/// The list orders and searches events by the spec's rules (``ListedEvent``), which the whole business shares:
/// they are the innermost ring, so the domain may depend on them.
public struct Event: Identifiable, Equatable, Sendable, ListedEvent {
  public let id: Int
  public let name: String
  public let address: String
  public let date: Date
  /// What is to be done, as the dispatcher wrote it.
  public let details: String
  public let contact: Contact
  public let customerID: Customer.ID
  /// Carried with the event so that a list of events names their customers without loading each one.
  public let customerName: String
  public let location: Location
  public let isCompleted: Bool

  public init(
    id: Int, name: String, address: String, date: Date, details: String, contact: Contact, customerID: Customer.ID,
    customerName: String, location: Location, isCompleted: Bool
  ) {
    self.id = id
    self.name = name
    self.address = address
    self.date = date
    self.details = details
    self.contact = contact
    self.customerID = customerID
    self.customerName = customerName
    self.location = location
    self.isCompleted = isCompleted
  }
}

extension Event {
  /// The event as a report about it leaves it: completed or not, as the report says.
  public func reported(by report: StatusReport) -> Event {
    Event(
      id: id, name: name, address: address, date: date, details: details, contact: contact, customerID: customerID,
      customerName: customerName, location: location, isCompleted: report.isCompleted)
  }
}
