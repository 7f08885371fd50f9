import Foundation
import ServiceKit

/// The texts of Samples/SPEC.md that the reference app needs beyond SpecRules' order, search and dates.
///
/// ```swift
/// ReferenceFormat.completionTypes[0].title   // "Repaired"
/// ```
@MainActor
enum ReferenceFormat {
  /// The segmented control's options, in order, with the type each one picks.
  static let completionTypes: [(title: String, type: CompletionType)] = [
    ("Repaired", .repaired), ("New part", .newPart), ("Other", .other),
  ]

  /// A `tel:` URL for the number as stored.
  static func callURL(_ contact: Contact) -> URL? { URL(string: "tel:\(contact.phone)") }

  /// A `maps:` URL for `location`, labelled `name`.
  static func mapURL(_ location: Location, name: String) -> URL? {
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
