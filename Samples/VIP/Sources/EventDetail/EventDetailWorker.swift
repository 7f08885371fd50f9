import ServiceKit

/// The backend work the event detail scene's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol EventDetailWorkerLogic {
  func fetchEvent(id: ServiceEvent.ID) async throws -> ServiceEvent
  func liveChanges() -> AsyncStream<LiveChange>
}

/// Does the event detail scene's backend work.
@MainActor
final class EventDetailWorker: EventDetailWorkerLogic {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func fetchEvent(id: ServiceEvent.ID) async throws -> ServiceEvent {
    try await backend.event(id: id)
  }

  func liveChanges() -> AsyncStream<LiveChange> {
    backend.liveChanges()
  }
}
