import Foundation
import ServiceKit

extension URL {
  /// The URL that dials `phone` as stored, e.g. `tel:+420602111222`.
  static func phoneCall(to phone: String) -> URL? {
    URL(string: "tel:\(phone)")
  }

  /// The URL that shows `location` in the maps app, labelled `name`: `maps://?ll=<lat>,<lon>&q=<name>`.
  static func maps(showing location: Location, named name: String) -> URL? {
    var components = URLComponents()
    components.scheme = "maps"
    components.host = ""
    // Query items percent-encode the name, diacritics and spaces included.
    components.queryItems = [
      URLQueryItem(name: "ll", value: "\(location.latitude),\(location.longitude)"),
      URLQueryItem(name: "q", value: name),
    ]
    return components.url
  }
}
