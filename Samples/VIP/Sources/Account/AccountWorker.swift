import ServiceKit

/// The backend work the Account scene's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol AccountWorkerLogic {
  func logOut() async throws
}

/// Does the Account scene's backend work.
@MainActor
final class AccountWorker: AccountWorkerLogic {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func logOut() async throws {
    try await backend.logout()
  }
}
