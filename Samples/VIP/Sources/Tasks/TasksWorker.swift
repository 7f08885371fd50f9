import ServiceKit

/// Does the Tasks scene's backend work.
@MainActor
final class TasksWorker {
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
