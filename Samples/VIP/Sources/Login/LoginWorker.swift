import ServiceKit

/// The backend work the login scene's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol LoginWorkerLogic {
  func logIn(username: String, password: String) async throws -> User
}

/// Does the login scene's backend work.
@MainActor
final class LoginWorker: LoginWorkerLogic {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func logIn(username: String, password: String) async throws -> User {
    try await backend.login(Credentials(username: username, password: password)).user
  }
}
