import ServiceKit

/// The backend work the Tasks scene's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol TasksWorkerLogic {
  func fetchEvents() async throws -> [ServiceEvent]
  func liveChanges() -> AsyncStream<LiveChange>
}

/// Does the Tasks scene's backend work.
@MainActor
final class TasksWorker: TasksWorkerLogic {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func fetchEvents() async throws -> [ServiceEvent] {
    try await backend.events()
  }

  func liveChanges() -> AsyncStream<LiveChange> {
    backend.liveChanges()
  }
}
