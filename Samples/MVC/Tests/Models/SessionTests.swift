import ServiceKit
import Testing

@testable import MVC

@MainActor
struct SessionTests {
  @Test func logInStartsASessionForTheUserWithLiveUpdates() async throws {
    let backend = FixtureBackend()

    let session = try await Session.logIn(
      with: Credentials(username: "jnovak", password: "servis123"), backend: backend)

    #expect(session.user.username == "jnovak")
    #expect(session.user.lastName == "Novák")
    #expect(backend.liveSubscriberCount == 1)
  }

  @Test func logInWithWrongCredentialsThrowsTheBackendsError() async {
    let backend = FixtureBackend()

    await #expect(throws: BackendError.invalidCredentials) {
      _ = try await Session.logIn(with: Credentials(username: "jnovak", password: "wrong"), backend: backend)
    }
    #expect(backend.liveSubscriberCount == 0)
  }

  @Test func logOutTellsTheBackendAndStopsLiveUpdates() async throws {
    let backend = FixtureBackend()
    let session = try await Session.logIn(
      with: Credentials(username: "jnovak", password: "servis123"), backend: backend)

    await session.logOut()
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.calls.last == .logout)
    #expect(backend.currentUser == nil)
    #expect(backend.liveSubscriberCount == 0)
  }

  @Test func logOutEndsTheSessionEvenWhenTheBackendFails() async throws {
    let backend = FixtureBackend()
    let session = try await Session.logIn(
      with: Credentials(username: "jnovak", password: "servis123"), backend: backend)
    backend.failNext(.logout)

    await session.logOut()
    await yield { backend.liveSubscriberCount == 0 }

    #expect(backend.calls.last == .logout)
    #expect(backend.liveSubscriberCount == 0)
  }
}
