import Foundation

/// One service job a technician does at a customer's site.
public struct Event: Identifiable, Equatable, Sendable {
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

  /// The technician's schedule order: by date, and events at the same time by id, so that the order is stable.
  public static func isScheduledBefore(_ lhs: Event, _ rhs: Event) -> Bool {
    (lhs.date, lhs.id) < (rhs.date, rhs.id)
  }
}
