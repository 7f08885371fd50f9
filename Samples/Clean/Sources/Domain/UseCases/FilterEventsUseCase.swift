import Foundation
import SpecRules

/// Picks the events a technician looks for by text, and optionally only those still open.
public protocol FilterEventsUseCase: Sendable {
  /// The events whose name, customer name or address contains `searchText`, ignoring case, diacritics and
  /// surrounding spaces (an empty search keeps all); with `openOnly`, only those not completed. Order is kept.
  func execute(_ events: [Event], searchText: String, openOnly: Bool) -> [Event]
}

/// Filters with the spec's search rules.
public struct DefaultFilterEventsUseCase: FilterEventsUseCase {
  public init() {}

  public func execute(_ events: [Event], searchText: String, openOnly: Bool) -> [Event] {
    events.filter(EventSearch(text: searchText, openOnly: openOnly).keeps)
  }
}
