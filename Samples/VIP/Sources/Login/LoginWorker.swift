import ServiceKit

/// Does the login scene's backend work.
@MainActor
final class LoginWorker {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func logIn(username: String, password: String) async throws -> User {
    try await backend.login(Credentials(username: username, password: password))
  }
}
