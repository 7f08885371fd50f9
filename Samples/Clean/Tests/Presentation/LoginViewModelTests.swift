import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct LoginViewModelTests {
  let repository = FakeAuthRepository()

  func makeViewModel(onLoggedIn: @escaping (Technician) -> Void = { _ in }) -> LoginViewModel {
    LoginViewModel(logInUseCase: LogInUseCase(repository: repository), onLoggedIn: onLoggedIn)
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
    #expect(repository.credentials.isEmpty)
  }

  @Test func logsInWithTheTypedCredentials() async {
    var technician: Technician?
    let viewModel = makeViewModel { technician = $0 }
    viewModel.username = "jnovak"
    viewModel.password = "servis123"
    repository.whileLoggingIn = { #expect(viewModel.isLoggingIn) }

    await viewModel.logIn()

    #expect(repository.credentials == [Credentials(username: "jnovak", password: "servis123")])
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
    repository.logInResult = .failure(error)

    await viewModel.logIn()

    #expect(viewModel.loginError == message)
    #expect(viewModel.username == "jnovak")
    #expect(viewModel.password == "wrong")
    #expect(!viewModel.isLoggingIn)
    #expect(technician == nil)
  }

  @Test func typingClearsTheErrors() async {
    let viewModel = makeViewModel()
    repository.logInResult = .failure(.invalidCredentials)
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
