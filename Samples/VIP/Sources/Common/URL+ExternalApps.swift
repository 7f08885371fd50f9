import Foundation

extension URL {
  /// A `tel:` URL that dials `phone` as stored.
  static func call(phone: String) -> URL? {
    URL(string: "tel:\(phone)")
  }

  /// A `maps:` URL that shows a point labelled `name`; the query item percent-encodes the name.
  static func map(latitude: Double, longitude: Double, name: String) -> URL? {
    var components = URLComponents()
    components.scheme = "maps"
    components.host = ""
    components.queryItems = [
      URLQueryItem(name: "ll", value: "\(latitude),\(longitude)"),
      URLQueryItem(name: "q", value: name),
    ]
    return components.url
  }
}
