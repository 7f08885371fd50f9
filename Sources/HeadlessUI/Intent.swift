import Foundation

/// Something the app asked the platform to do outside itself.
///
/// Tests look at ``Application/intents`` to see that "call" dialled the right number.
public enum Intent: Equatable, Hashable, Sendable {
  /// A `tel:` URL: place a phone call.
  case call(phone: String)
  /// A `maps:` URL: show a place in the maps app.
  case openMaps(latitude: Double, longitude: Double, label: String)
  /// Any other URL.
  case openURL(URL)
  /// The photo picker was shown.
  case pickPhotos

  /// The intent a URL opens: `tel:+420602111222`, or `maps://?ll=50.07,14.45&q=Name`.
  public init(url: URL) {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    switch url.scheme?.lowercased() {
    case "tel":
      self = .call(phone: components?.path ?? url.absoluteString)
    case "maps":
      let items = components?.queryItems ?? []
      let coordinates = (items.first { $0.name == "ll" }?.value ?? "").split(separator: ",").compactMap {
        Double($0)
      }
      guard coordinates.count == 2 else {
        self = .openURL(url)
        return
      }
      self = .openMaps(
        latitude: coordinates[0], longitude: coordinates[1], label: items.first { $0.name == "q" }?.value ?? "")
    default:
      self = .openURL(url)
    }
  }
}
