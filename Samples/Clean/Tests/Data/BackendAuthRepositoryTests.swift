import CleanData
import CleanDomain
import ServiceKit
import Testing

@MainActor
struct BackendAuthRepositoryTests {
  @Test func logsInAsTheTechnician() async throws {
    let backend = FixtureBackend()

    let technician = try await BackendAuthRepository(
      backend: backend, tokenStorage: SessionTokenStorage(storage: DeviceStorage())
    ).logIn(
      with: CleanDomain.Credentials(username: "jnovak", password: "servis123"))

    #expect(technician == Technician(id: 1, username: "jnovak", firstName: "Jan", lastName: "Novák"))
    #expect(backend.currentUser?.username == "jnovak")
  }

  @Test func wrongCredentialsAreADomainError() async {
    await #expect(throws: DomainError.invalidCredentials) {
      try await BackendAuthRepository(
        backend: FixtureBackend(), tokenStorage: SessionTokenStorage(storage: DeviceStorage())
      ).logIn(
        with: CleanDomain.Credentials(username: "jnovak", password: "wrong"))
    }
  }

  @Test func anUnreachableServerIsADomainError() async {
    let backend = FixtureBackend()
    backend.failNext(.login)

    await #expect(throws: DomainError.unavailable) {
      try await BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: DeviceStorage()))
        .logIn(
          with: CleanDomain.Credentials(username: "jnovak", password: "servis123"))
    }
  }

  @Test func logsOut() async throws {
    let backend = try await FixtureBackend.loggedIn()

    try await BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: DeviceStorage()))
      .logOut()

    #expect(backend.currentUser == nil)
  }

  @Test func aFailedLogoutIsADomainError() async throws {
    let backend = try await FixtureBackend.loggedIn()
    backend.failNext(.logout)

    await #expect(throws: DomainError.unavailable) {
      try await BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: DeviceStorage()))
        .logOut()
    }
  }

  @Test func keepsTheSessionsTokenOnlyAndResumesItAtTheNextLaunch() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    _ = try await BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: storage)).logIn(
      with: CleanDomain.Credentials(username: "jnovak", password: "servis123"))

    #expect(storage.values.keys.sorted() == ["sessionToken"])
    #expect(storage.values["sessionToken"] == backend.currentToken)

    let nextLaunch = BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: storage))

    #expect(try await nextLaunch.resumeSession()?.username == "jnovak")
  }

  @Test func resumesNothingWithoutAKeptSession() async throws {
    let backend = FixtureBackend()

    let technician = try await BackendAuthRepository(
      backend: backend, tokenStorage: SessionTokenStorage(storage: DeviceStorage())
    ).resumeSession()

    #expect(technician == nil)
    #expect(backend.calls.isEmpty)
  }

  @Test func forgetsARejectedSessionButKeepsOneTheServerCouldNotCheck() async throws {
    let backend = try await FixtureBackend.loggedIn()
    let storage = DeviceStorage(values: ["sessionToken": try #require(backend.currentToken)])
    let repository = BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: storage))
    backend.failNext(.resume)

    await #expect(throws: DomainError.unavailable) { try await repository.resumeSession() }
    #expect(!storage.values.isEmpty)

    backend.revokeSessions()

    await #expect(throws: DomainError.notAuthenticated) { try await repository.resumeSession() }
    #expect(storage.values.isEmpty)
  }

  @Test func loggingOutForgetsTheSessionEvenWhenTheServerCannotBeTold() async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    let repository = BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: storage))
    _ = try await repository.logIn(with: CleanDomain.Credentials(username: "jnovak", password: "servis123"))
    backend.failNext(.logout)

    await #expect(throws: DomainError.unavailable) { try await repository.logOut() }

    #expect(storage.values.isEmpty)
  }
}
