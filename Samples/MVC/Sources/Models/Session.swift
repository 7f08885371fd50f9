import ServiceKit

/// The logged-in technician's session: who is logged in, their events, and the way out.
@MainActor
final class Session {
  let user: User
  let eventStore: EventStore
  private let backend: any Backend

  init(user: User, backend: any Backend) {
    self.user = user
    self.backend = backend
    eventStore = EventStore(backend: backend)
  }

  /// Logs in, and keeps the events current with the server's live changes for as long as the session lasts.
  static func logIn(with credentials: Credentials, backend: any Backend) async throws -> Session {
    let session = Session(user: try await backend.login(credentials).user, backend: backend)
    session.eventStore.startLiveUpdates()
    return session
  }

  /// Ends the session. The device forgets the user even when the server cannot be told.
  func logOut() async {
    eventStore.stopLiveUpdates()
    try? await backend.logout()
  }
}
