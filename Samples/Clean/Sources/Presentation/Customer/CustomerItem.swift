import Foundation

/// What the customer detail shows, formatted for display, with the URLs its buttons open.
struct CustomerItem: Equatable {
  let name: String
  let address: String
  let contactTitle: String
  let callURL: URL?
  let mapURL: URL?
}
