import CleanDomain
import ServiceKit

/// The technician's events from the field-service backend, and its live changes.
@MainActor
public final class BackendEventRepository: EventRepository {
  private let backend: any Backend

  public init(backend: any Backend) {
    self.backend = backend
  }

  public func events() async throws -> [Event] {
    do {
      return try await backend.events().map { $0.toDomain() }
    } catch {
      throw DomainError(error)
    }
  }

  public func event(id: Event.ID) async throws -> Event {
    do {
      return try await backend.event(id: id).toDomain()
    } catch {
      throw DomainError(error)
    }
  }

  /// The backend's live changes as domain changes; the subscription ends when the consumer stops.
  public func changes() async -> AsyncStream<EventChange> {
    let liveChanges = backend.liveChanges()
    let (changes, continuation) = AsyncStream.makeStream(of: EventChange.self)
    let forwarding = Task {
      for await change in liveChanges {
        continuation.yield(change.toDomain())
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in forwarding.cancel() }
    return changes
  }
}
