import ServiceKit

/// Whether `lhs` is listed before `rhs`: earliest first, and events at the same time by id,
/// so that the order does not depend on the server's.
///
/// A free function on purpose: passed to `sorted(by:)`, a static method is not inlined into
/// the specialized sort, which then copies both events for every comparison.
func isListedBefore(_ lhs: ServiceEvent, _ rhs: ServiceEvent) -> Bool {
  (lhs.date, lhs.id) < (rhs.date, rhs.id)
}

extension [ServiceEvent] {
  /// Puts `event` where the order wants it, in place of the event with its id if there is one.
  mutating func place(_ event: ServiceEvent) {
    removeAll { $0.id == event.id }
    insert(event, at: firstIndex { isListedBefore(event, $0) } ?? endIndex)
  }
}
