import Foundation
import ServiceKit
import SpecRules

/// What the event detail shows: the event's texts, formatted, and the URLs its buttons open.
struct EventDetails: Equatable {
  let name: String
  let address: String
  /// The date and time, e.g. `24.11.2026 08:00`.
  let date: String
  let description: String
  /// `Open` or `Completed`.
  let status: String
  let contactTitle: String
  let customerTitle: String
  let customerID: Customer.ID
  let callURL: URL?
  let mapURL: URL?

  init(_ event: ServiceEvent) {
    name = event.name
    address = event.address
    date = DisplayDate.dateAndTime(event.date)
    description = event.description
    status = event.isCompleted ? "Completed" : "Open"
    contactTitle = "Contact: \(event.contact.name)"
    customerTitle = "Customer: \(event.customerName)"
    customerID = event.customerID
    callURL = .phoneCall(to: event.contact.phone)
    mapURL = .maps(showing: event.location, named: event.name)
  }
}
