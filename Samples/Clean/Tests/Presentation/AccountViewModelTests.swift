import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct AccountViewModelTests {
  let logOut = LogOutUseCaseSpy()

  func makeViewModel(didLogOut: @escaping () -> Void = {}) -> AccountViewModel {
    AccountViewModel(
      technician: TestData.technician, logOutUseCase: logOut, actions: AccountViewModelActions(didLogOut: didLogOut))
  }

  @Test func namesTheTechnician() {
    let viewModel = makeViewModel()

    #expect(viewModel.firstNameText == "First name: Jan")
    #expect(viewModel.lastNameText == "Last name: Novák")
    #expect(viewModel.usernameText == "Username: jnovak")
  }

  @Test func logsOutAndLeaves() async {
    var loggedOut = false
    let viewModel = makeViewModel { loggedOut = true }

    await viewModel.logOut()

    #expect(logOut.executeCount == 1)
    #expect(loggedOut)
    #expect(viewModel.isLoggingOut)
  }
}
