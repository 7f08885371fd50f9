import Foundation
import SpecRules

/// One job a technician does at a customer's site.
///
/// The backend denormalises the customer's name into the event, as the list
/// shows it on every row without loading each customer.
public struct ServiceEvent: Identifiable, Equatable, Hashable, Sendable, Codable {
  public var id: Int
  public var name: String
  public var address: String
  public var date: Date
  public var description: String
  public var contact: Contact
  public var customerID: Customer.ID
  public var customerName: String
  public var location: Location
  /// The report that completed the event, if one was sent.
  public var report: StatusReport?

  public var isCompleted: Bool { report?.isCompleted ?? false }

  public init(
    id: Int, name: String, address: String, date: Date, description: String, contact: Contact,
    customerID: Customer.ID, customerName: String, location: Location, report: StatusReport? = nil
  ) {
    self.id = id
    self.name = name
    self.address = address
    self.date = date
    self.description = description
    self.contact = contact
    self.customerID = customerID
    self.customerName = customerName
    self.location = location
    self.report = report
  }
}

/// The list orders and searches events by the spec's rules (SpecRules).
extension ServiceEvent: ListedEvent {}
