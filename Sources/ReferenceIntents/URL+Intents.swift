import Foundation
import ServiceKit

/// The URLs the reference apps open for Samples/SPEC.md's intents: calling a contact and showing
/// a place on the map. The three references (FloorReference, UIKitReference, SwiftUIReference)
/// share them; each sample keeps its own, as an architecture's code.
///
/// They are `@inlinable` because the references are measured (instructions and allocations per
/// step): inlined into each reference, they cost what the reference's own copy cost.
///
/// ```swift
/// URL.call(Contact(name: "Jana", phone: "+420602111222"))  // tel:+420602111222
/// URL.map(of: Location(latitude: 50.08, longitude: 14.42), named: "Náměstí")
/// // maps://?ll=50.08,14.42&q=N%C3%A1m%C4%9Bst%C3%AD
/// ```
extension URL {
  /// A `tel:` URL that calls the contact's number as stored.
  @inlinable
  public static func call(_ contact: Contact) -> URL? {
    URL(string: "tel:\(contact.phone)")
  }

  /// A `maps:` URL that shows `location` labelled `name`; query items percent-encode the name,
  /// diacritics and spaces included.
  @inlinable
  public static func map(of location: Location, named name: String) -> URL? {
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
