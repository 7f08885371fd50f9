import CleanData
import CleanDomain
import ServiceKit
import Testing

@MainActor
struct BackendAuthRepositoryTests {
  @Test func logsInAsTheTechnician() async throws {
    let backend = FixtureBackend()

    let technician = try await BackendAuthRepository(backend: backend).logIn(
      with: CleanDomain.Credentials(username: "jnovak", password: "servis123"))

    #expect(technician == Technician(id: 1, username: "jnovak", firstName: "Jan", lastName: "Novák"))
    #expect(backend.currentUser?.username == "jnovak")
  }

  @Test func wrongCredentialsAreADomainError() async {
    await #expect(throws: DomainError.invalidCredentials) {
      try await BackendAuthRepository(backend: FixtureBackend()).logIn(
        with: CleanDomain.Credentials(username: "jnovak", password: "wrong"))
    }
  }

  @Test func anUnreachableServerIsADomainError() async {
    let backend = FixtureBackend()
    backend.failNext(.login)

    await #expect(throws: DomainError.unavailable) {
      try await BackendAuthRepository(backend: backend).logIn(
        with: CleanDomain.Credentials(username: "jnovak", password: "servis123"))
    }
  }

  @Test func logsOut() async throws {
    let backend = try await FixtureBackend.loggedIn()

    try await BackendAuthRepository(backend: backend).logOut()

    #expect(backend.currentUser == nil)
  }

  @Test func aFailedLogoutIsADomainError() async throws {
    let backend = try await FixtureBackend.loggedIn()
    backend.failNext(.logout)

    await #expect(throws: DomainError.unavailable) {
      try await BackendAuthRepository(backend: backend).logOut()
    }
  }
}
