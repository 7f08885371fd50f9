import CleanDomain
import Testing

@MainActor
struct LogOutUseCaseTests {
  @Test func endsTheSession() async {
    let repository = FakeAuthRepository()

    await DefaultLogOutUseCase(repository: repository).execute()

    #expect(repository.logOutCount == 1)
  }

  @Test func succeedsEvenWhenTheServerCannotBeTold() async {
    let repository = FakeAuthRepository()
    repository.logOutError = .unavailable

    await DefaultLogOutUseCase(repository: repository).execute()

    #expect(repository.logOutCount == 1)
  }
}
