import ServiceKit

/// The backend work the login scene's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol LoginWorkerLogic {
  /// Logs in and keeps the session's token for the next start.
  func logIn(username: String, password: String) async throws -> User
  /// The token an earlier login kept, if any.
  var keptToken: String? { get }
  func resumeSession(token: String) async throws -> User
  func forgetSession()
}

/// Does the login scene's backend work, and keeps the session's token on the device.
@MainActor
final class LoginWorker: LoginWorkerLogic {
  private let backend: any Backend
  private let sessionStore: any SessionStoreProtocol

  init(backend: any Backend, sessionStore: any SessionStoreProtocol) {
    self.backend = backend
    self.sessionStore = sessionStore
  }

  func logIn(username: String, password: String) async throws -> User {
    let session = try await backend.login(Credentials(username: username, password: password))
    sessionStore.keep(token: session.token)
    return session.user
  }

  var keptToken: String? {
    sessionStore.token
  }

  func resumeSession(token: String) async throws -> User {
    try await backend.resume(token: token)
  }

  func forgetSession() {
    sessionStore.forget()
  }
}
