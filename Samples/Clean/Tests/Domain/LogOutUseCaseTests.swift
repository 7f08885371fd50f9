import CleanDomain
import Testing

@MainActor
struct LogOutUseCaseTests {
  @Test func endsTheSession() async {
    let repository = FakeAuthRepository()

    await LogOutUseCase(repository: repository).execute()

    #expect(repository.logOutCount == 1)
  }

  @Test func succeedsEvenWhenTheServerCannotBeTold() async {
    let repository = FakeAuthRepository()
    repository.logOutError = .unavailable

    await LogOutUseCase(repository: repository).execute()

    #expect(repository.logOutCount == 1)
  }
}
