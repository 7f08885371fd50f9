/// Where the technician's events come from.
public protocol EventRepository: Sendable {
  /// All the technician's events, in no particular order.
  func events() async throws -> [Event]
  /// One event, as it is now.
  func event(id: Event.ID) async throws -> Event
  /// Changes made elsewhere from now on, until the consumer stops.
  func changes() async -> AsyncStream<EventChange>
}
