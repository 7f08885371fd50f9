import CleanDomain

/// An event repository over events a test sets, whose changes the test sends.
@MainActor
final class FakeEventRepository: EventRepository {
  var storedEvents: [Event] = []
  var failure: DomainError?
  private(set) var eventsCallCount = 0
  private let changeStream = AsyncStream.makeStream(of: EventChange.self)

  func events() async throws -> [Event] {
    eventsCallCount += 1
    if let failure {
      throw failure
    }
    return storedEvents
  }

  func event(id: Event.ID) async throws -> Event {
    if let failure {
      throw failure
    }
    guard let event = storedEvents.first(where: { $0.id == id }) else { throw DomainError.notFound }
    return event
  }

  func changes() async -> AsyncStream<EventChange> {
    changeStream.stream
  }

  /// Pushes a change to whoever follows the changes.
  func send(_ change: EventChange) {
    changeStream.continuation.yield(change)
  }
}
