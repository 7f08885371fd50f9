import ServiceKit

/// The backend work the Account scene's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol AccountWorkerLogic {
  func logOut() async throws
}

/// Does the Account scene's backend work, and forgets the kept session.
@MainActor
final class AccountWorker: AccountWorkerLogic {
  private let backend: any Backend
  private let sessionStore: any SessionStoreProtocol

  init(backend: any Backend, sessionStore: any SessionStoreProtocol) {
    self.backend = backend
    self.sessionStore = sessionStore
  }

  /// The device forgets the token first, so that a failed call cannot leave the session to the next start.
  func logOut() async throws {
    sessionStore.forget()
    try await backend.logout()
  }
}
