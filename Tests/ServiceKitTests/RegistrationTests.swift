import ServiceKit
import Testing

@MainActor
@Suite("Registration")
struct RegistrationTests {
  let registration = Registration(email: "jana@example.cz", password: "heslo123", nickname: "Jana")

  @Test func registeringStartsASessionForTheNewUser() async throws {
    let backend = FixtureBackend()

    let session = try await backend.register(registration)

    #expect(session.user.username == "jana@example.cz")
    #expect(session.user.firstName == "Jana")
    #expect(backend.currentUser == session.user)
    #expect(backend.currentToken == session.token)
    #expect(backend.calls == [.register])
    #expect(try await backend.events().count == Fixture.standard.events.count)
  }

  @Test func theNewAccountLogsInLaterWithItsEmail() async throws {
    let backend = FixtureBackend()
    let registered = try await backend.register(registration)
    try await backend.logout()

    let session = try await backend.login(Credentials(username: "jana@example.cz", password: "heslo123"))

    #expect(session.user == registered.user)
    await #expect(throws: BackendError.invalidCredentials) {
      try await backend.login(Credentials(username: "jana@example.cz", password: "wrongpass"))
    }
  }

  @Test func anEmailAlreadyRegisteredIsRefused() async throws {
    let backend = FixtureBackend()
    _ = try await backend.register(registration)
    try await backend.logout()

    await #expect(throws: BackendError.invalidCredentials) {
      try await backend.register(Registration(email: "jana@example.cz", password: "jinyheslo", nickname: "Jana 2"))
    }
    #expect(backend.currentUser == nil)
  }

  @Test func registeringCanFailAndBeHeldAsTheOtherCalls() async throws {
    let backend = FixtureBackend()
    backend.failNext(.register)

    await #expect(throws: BackendError.unavailable) { try await backend.register(registration) }
    #expect(try await backend.register(registration).user.username == "jana@example.cz")
  }
}
