import ServiceKit

/// Does the event detail scene's backend work.
@MainActor
final class EventDetailWorker {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func fetchEvent(id: ServiceEvent.ID) async throws -> ServiceEvent {
    try await backend.event(id: id)
  }
}
