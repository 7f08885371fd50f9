import CleanDomain
import Testing

@MainActor
struct LogInUseCaseTests {
  @Test func returnsTheTechnicianTheCredentialsBelongTo() async throws {
    let repository = FakeAuthRepository()

    let technician = try await DefaultLogInUseCase(repository: repository).execute(
      Credentials(username: "jnovak", password: "servis123"))

    #expect(technician == TestData.technician)
    #expect(repository.credentials == [Credentials(username: "jnovak", password: "servis123")])
  }

  @Test func passesOnWrongCredentials() async {
    let repository = FakeAuthRepository()
    repository.logInResult = .failure(.invalidCredentials)

    await #expect(throws: DomainError.invalidCredentials) {
      try await DefaultLogInUseCase(repository: repository).execute(Credentials(username: "jnovak", password: "x"))
    }
  }
}
