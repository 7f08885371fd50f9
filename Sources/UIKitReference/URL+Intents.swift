import Foundation
import ServiceKit

extension URL {
  /// A `tel:` URL that calls the contact's number as stored.
  static func call(_ contact: Contact) -> URL? {
    URL(string: "tel:\(contact.phone)")
  }

  /// A `maps:` URL that shows `location` labelled `name`; query items percent-encode the name.
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
