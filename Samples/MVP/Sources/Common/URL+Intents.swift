import Foundation
import ServiceKit

extension URL {
  /// Calls the contact's number, as stored.
  static func phoneCall(to contact: Contact) -> URL? {
    URL(string: "tel:\(contact.phone)")
  }

  /// Shows `location` in maps, labelled `name`; the query item percent-encodes the name.
  static func map(of location: Location, named name: String) -> URL? {
    var components = URLComponents()
    components.scheme = "maps"
    components.host = ""
    components.queryItems = [
      URLQueryItem(name: "ll", value: "\(location.latitude),\(location.longitude)"),
      URLQueryItem(name: "q", value: name),
    ]
    return components.url
  }
}
