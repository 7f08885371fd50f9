import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct AccountViewModelTests {
  let repository = FakeAuthRepository()

  func makeViewModel(onLoggedOut: @escaping () -> Void = {}) -> AccountViewModel {
    AccountViewModel(
      technician: TestData.technician, logOutUseCase: LogOutUseCase(repository: repository),
      onLoggedOut: onLoggedOut)
  }

  @Test func namesTheTechnician() {
    let viewModel = makeViewModel()

    #expect(viewModel.firstNameText == "First name: Jan")
    #expect(viewModel.lastNameText == "Last name: Novák")
    #expect(viewModel.usernameText == "Username: jnovak")
  }

  @Test(arguments: [nil, DomainError.unavailable])
  func logsOutEvenWhenTheServerCannotBeTold(error: DomainError?) async {
    var loggedOut = false
    let viewModel = makeViewModel { loggedOut = true }
    repository.logOutError = error

    await viewModel.logOut()

    #expect(repository.logOutCount == 1)
    #expect(loggedOut)
    #expect(viewModel.isLoggingOut)
  }
}
