import Foundation

/// The list's search and its Open only toggle (SPEC §3): which events a search keeps.
///
/// It keeps the events whose name, customer name or address contains the search text, ignoring
/// case, diacritics and surrounding spaces (an empty search keeps all); with `openOnly`, only
/// those not completed. The text is trimmed once, when the search is made.
///
/// ```swift
/// let search = EventSearch(text: "  čerpadla ", openOnly: true)
/// let shown = events.filter(search.keeps)
/// ```
public struct EventSearch: Equatable, Sendable {
  /// The search text, trimmed.
  public let query: String
  public let openOnly: Bool

  public init(text: String, openOnly: Bool) {
    query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    self.openOnly = openOnly
  }

  /// Whether the list shows `event` under this search.
  @inlinable
  public func keeps(_ event: some ListedEvent) -> Bool {
    guard !openOnly || !event.isCompleted else { return false }
    return query.isEmpty || contains(event.name) || contains(event.customerName) || contains(event.address)
  }

  @usableFromInline
  func contains(_ text: String) -> Bool {
    text.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
  }
}
