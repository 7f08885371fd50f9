import CleanDomain
import Foundation

/// What the event detail shows, formatted for display, with the URLs its buttons open.
struct EventDetailItem: Equatable {
  let name: String
  let address: String
  let date: String
  let details: String
  /// `Open` or `Completed`.
  let status: String
  let contactTitle: String
  let customerTitle: String
  let customerID: Customer.ID
  let callURL: URL?
  let mapURL: URL?
}
