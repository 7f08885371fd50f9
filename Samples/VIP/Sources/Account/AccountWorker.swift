import ServiceKit

/// Does the Account scene's backend work.
@MainActor
final class AccountWorker {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func logOut() async throws {
    try await backend.logout()
  }
}
