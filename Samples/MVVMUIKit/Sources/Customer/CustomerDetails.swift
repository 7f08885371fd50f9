import Foundation
import ServiceKit

/// What the customer detail shows: the customer's texts and the URLs its buttons open.
struct CustomerDetails: Equatable {
  let name: String
  let address: String
  let contactTitle: String
  let callURL: URL?
  let mapURL: URL?

  init(_ customer: Customer) {
    name = customer.name
    address = customer.address
    contactTitle = "Contact: \(customer.contact.name)"
    callURL = .phoneCall(to: customer.contact.phone)
    mapURL = .maps(showing: customer.location, named: customer.name)
  }
}
