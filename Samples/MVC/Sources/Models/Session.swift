import ServiceKit

/// The logged-in technician's session: who is logged in, their events, and the way out.
@MainActor
final class Session {
  let user: User
  let eventStore: EventStore
  private let backend: any Backend
  private let storage: DeviceStorage

  init(user: User, backend: any Backend, storage: DeviceStorage) {
    self.user = user
    self.backend = backend
    self.storage = storage
    eventStore = EventStore(backend: backend)
  }

  /// Logs in and keeps the session's token on the device, so that the next launch can resume it.
  static func logIn(
    with credentials: Credentials, backend: any Backend, storage: DeviceStorage
  ) async throws -> Session {
    let authSession = try await backend.login(credentials)
    storage.sessionToken = authSession.token
    return start(for: authSession.user, backend: backend, storage: storage)
  }

  /// Resumes the session whose token the device kept. A token the server rejects is forgotten; after any other
  /// failure it is kept, so that the next launch tries it again.
  static func resume(backend: any Backend, storage: DeviceStorage) async throws -> Session {
    guard let token = storage.sessionToken else { throw BackendError.notAuthenticated }
    do {
      return start(for: try await backend.resume(token: token), backend: backend, storage: storage)
    } catch BackendError.notAuthenticated {
      storage.sessionToken = nil
      throw BackendError.notAuthenticated
    }
  }

  /// Keeps the events current with the server's live changes for as long as the session lasts.
  private static func start(for user: User, backend: any Backend, storage: DeviceStorage) -> Session {
    let session = Session(user: user, backend: backend, storage: storage)
    session.eventStore.startLiveUpdates()
    return session
  }

  /// Ends the session. The device forgets the user even when the server cannot be told.
  func logOut() async {
    eventStore.stopLiveUpdates()
    storage.sessionToken = nil
    try? await backend.logout()
  }
}
