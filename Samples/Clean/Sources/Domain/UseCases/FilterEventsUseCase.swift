import Foundation

/// Picks the events a technician looks for by text, and optionally only those still open.
public struct FilterEventsUseCase: Sendable {
  public init() {}

  /// The events whose name, customer name or address contains `searchText`, ignoring case, diacritics and
  /// surrounding spaces (an empty search keeps all); with `openOnly`, only those not completed. Order is kept.
  public func execute(_ events: [Event], searchText: String, openOnly: Bool) -> [Event] {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    return events.filter { event in
      guard !openOnly || !event.isCompleted else { return false }
      return query.isEmpty
        || [event.name, event.customerName, event.address].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
  }
}
