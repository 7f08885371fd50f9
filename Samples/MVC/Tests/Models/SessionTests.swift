import ServiceKit
import Testing

@testable import MVC

@MainActor
struct SessionTests {
  private let storage = DeviceStorage()
  private let technician = Credentials(username: "jnovak", password: "servis123")

  @Test func logInStartsASessionForTheUserWithLiveUpdatesAndKeepsOnlyItsToken() async throws {
    let backend = FixtureBackend()

    let session = try await Session.logIn(with: technician, backend: backend, storage: storage)

    #expect(session.user.username == "jnovak")
    #expect(session.user.lastName == "Novák")
    #expect(backend.liveSubscriberCount == 1)
    #expect(storage.values == ["sessionToken": try #require(backend.currentToken)])
  }

  @Test func logInWithWrongCredentialsThrowsTheBackendsError() async {
    let backend = FixtureBackend()

    await #expect(throws: BackendError.invalidCredentials) {
      _ = try await Session.logIn(
        with: Credentials(username: "jnovak", password: "wrong"), backend: backend, storage: storage)
    }
    #expect(backend.liveSubscriberCount == 0)
    #expect(storage.values.isEmpty)
  }

  @Test func resumeStartsTheKeptSessionWithLiveUpdates() async throws {
    let backend = FixtureBackend()
    _ = try await Session.logIn(with: technician, backend: backend, storage: storage)

    let session = try await Session.resume(backend: backend, storage: storage)

    #expect(session.user.username == "jnovak")
    #expect(backend.calls.last == .resume)
    #expect(backend.liveSubscriberCount == 2)
  }

  @Test(arguments: [(BackendError.notAuthenticated, false), (.unavailable, true)])
  func resumeFailureForgetsOnlyARejectedToken(error: BackendError, keepsToken: Bool) async throws {
    let backend = FixtureBackend()
    _ = try await Session.logIn(with: technician, backend: backend, storage: storage)
    backend.failNext(.resume, with: error)

    await #expect(throws: error) { _ = try await Session.resume(backend: backend, storage: storage) }
    #expect((storage.sessionToken != nil) == keepsToken)
  }

  @Test func logOutTellsTheBackendStopsLiveUpdatesAndForgetsTheToken() async throws {
    let backend = FixtureBackend()
    let session = try await Session.logIn(with: technician, backend: backend, storage: storage)

    await session.logOut()
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.calls.last == .logout)
    #expect(backend.currentUser == nil)
    #expect(backend.liveSubscriberCount == 0)
    #expect(storage.sessionToken == nil)
  }

  @Test func logOutEndsTheSessionEvenWhenTheBackendFails() async throws {
    let backend = FixtureBackend()
    let session = try await Session.logIn(with: technician, backend: backend, storage: storage)
    backend.failNext(.logout)

    await session.logOut()
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.calls.last == .logout)
    #expect(backend.liveSubscriberCount == 0)
    #expect(storage.sessionToken == nil)
  }
}
