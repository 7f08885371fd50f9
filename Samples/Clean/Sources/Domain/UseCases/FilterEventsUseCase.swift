import Foundation
import SpecRules

/// Picks the events a technician looks for by text, and optionally only those still open.
public struct FilterEventsUseCase: Sendable {
  public init() {}

  /// The events whose name, customer name or address contains `searchText`, ignoring case, diacritics and
  /// surrounding spaces (an empty search keeps all); with `openOnly`, only those not completed. Order is kept.
  public func execute(_ events: [Event], searchText: String, openOnly: Bool) -> [Event] {
    events.filter(EventSearch(text: searchText, openOnly: openOnly).keeps)
  }
}
