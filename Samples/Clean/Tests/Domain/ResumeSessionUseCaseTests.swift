import CleanDomain
import Testing

@MainActor
struct ResumeSessionUseCaseTests {
  @Test func returnsTheTechnicianOfTheKeptSessionIfAny() async throws {
    let repository = FakeAuthRepository()

    #expect(try await DefaultResumeSessionUseCase(repository: repository).execute() == nil)

    repository.resumeResult = .success(TestData.technician)

    #expect(try await DefaultResumeSessionUseCase(repository: repository).execute() == TestData.technician)
  }

  @Test func passesOnARejectedSession() async {
    let repository = FakeAuthRepository()
    repository.resumeResult = .failure(.notAuthenticated)

    await #expect(throws: DomainError.notAuthenticated) {
      try await DefaultResumeSessionUseCase(repository: repository).execute()
    }
  }
}
