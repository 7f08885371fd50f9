import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct LoginViewModelTests {
  let logIn = LogInUseCaseSpy()

  func makeViewModel(didLogIn: @escaping (Technician) -> Void = { _ in }) -> LoginViewModel {
    LoginViewModel(logInUseCase: logIn, actions: LoginViewModelActions(didLogIn: didLogIn))
  }

  @Test(
    arguments: [
      ("", "servis123", "Enter your username.", nil),
      ("jnovak", "", nil, "Enter your password."),
      ("", "", "Enter your username.", "Enter your password."),
    ] as [(String, String, String?, String?)])
  func emptyFieldsAreNamedAndNothingIsSent(
    username: String, password: String, usernameError: String?, passwordError: String?
  ) async {
    let viewModel = makeViewModel()
    viewModel.username = username
    viewModel.password = password

    await viewModel.logIn()

    #expect(viewModel.usernameError == usernameError)
    #expect(viewModel.passwordError == passwordError)
    #expect(logIn.credentials.isEmpty)
  }

  @Test func logsInWithTheTypedCredentials() async {
    var technician: Technician?
    let viewModel = makeViewModel { technician = $0 }
    viewModel.username = "jnovak"
    viewModel.password = "servis123"
    logIn.whileLoggingIn = { #expect(viewModel.isLoggingIn) }

    await viewModel.logIn()

    #expect(logIn.credentials == [Credentials(username: "jnovak", password: "servis123")])
    #expect(technician == TestData.technician)
    #expect(!viewModel.isLoggingIn)
  }

  @Test(arguments: [
    (DomainError.invalidCredentials, "Wrong username or password."),
    (.unavailable, "The server is not available. Try again."),
    (.notAuthenticated, "The server is not available. Try again."),
  ])
  func wordsWhyLoginFailedAndKeepsTheForm(error: DomainError, message: String) async {
    var technician: Technician?
    let viewModel = makeViewModel { technician = $0 }
    viewModel.username = "jnovak"
    viewModel.password = "wrong"
    logIn.result = .failure(error)

    await viewModel.logIn()

    #expect(viewModel.loginError == message)
    #expect(viewModel.username == "jnovak")
    #expect(viewModel.password == "wrong")
    #expect(!viewModel.isLoggingIn)
    #expect(technician == nil)
  }

  @Test func typingClearsTheErrors() async {
    let viewModel = makeViewModel()
    logIn.result = .failure(.invalidCredentials)
    viewModel.username = "jnovak"
    viewModel.password = "wrong"
    await viewModel.logIn()

    viewModel.password += "x"

    #expect(viewModel.loginError == nil)

    viewModel.password = ""
    await viewModel.logIn()
    viewModel.password = "s"

    #expect(viewModel.passwordError == nil)
  }
}
