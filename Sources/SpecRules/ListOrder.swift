import Foundation

/// Whether `lhs` is listed before `rhs` (SPEC §3): earliest first, and events at the same time
/// by id, so that the order does not depend on the server's.
///
/// The one comparator every sample and reference sorts events with. Where the sorting happens
/// is each architecture's choice; how it is computed is the spec's, so it costs the same
/// everywhere.
///
/// A free function on purpose: in Swift 6 mode a `static func` of a `@MainActor` type passed to
/// `sorted(by:)` is not inlined into the specialized sort, which then copies both events for
/// every comparison (×6–7 the cost of a free function at 1,000 events; see Docs/latency-results.md).
/// `@inlinable`, so that the sort is specialized for the caller's event type.
///
/// ```swift
/// let events = try await backend.events().sorted(by: isListedBefore)
/// ```
@inlinable
public func isListedBefore<Event: ListedEvent>(_ lhs: Event, _ rhs: Event) -> Bool {
  (lhs.date, lhs.id) < (rhs.date, rhs.id)
}

extension Array where Element: ListedEvent {
  /// Puts `event` where the list order wants it, in place of the event with its id if there is
  /// one: how a live change or a sent report reaches a sorted list (SPEC §3).
  ///
  /// ```swift
  /// events.place(updated)
  /// ```
  @inlinable
  public mutating func place(_ event: Element) {
    removeAll { $0.id == event.id }
    insert(event, at: firstIndex { isListedBefore(event, $0) } ?? endIndex)
  }
}
