/// What the login interactor hands its presenter.
@MainActor
protocol LoginPresentationLogic {
  func presentEditCredentials(response: Login.EditCredentials.Response)
  func presentLogIn(response: Login.LogIn.Response)
}

/// Words the outcome of each step of logging in for the form.
@MainActor
final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: LoginDisplayLogic?

  func presentEditCredentials(response: Login.EditCredentials.Response) {
    viewController?.displayEditCredentials(
      viewModel: Login.EditCredentials.ViewModel(usernameError: nil, passwordError: nil, loginError: nil))
  }

  func presentLogIn(response: Login.LogIn.Response) {
    let viewModel: Login.LogIn.ViewModel =
      switch response {
      case .incomplete(let isUsernameMissing, let isPasswordMissing):
        .form(
          usernameError: isUsernameMissing ? "Enter your username." : nil,
          passwordError: isPasswordMissing ? "Enter your password." : nil, loginError: nil, isLoggingIn: false)
      case .loggingIn:
        .form(usernameError: nil, passwordError: nil, loginError: nil, isLoggingIn: true)
      case .loggedIn:
        .loggedIn
      case .wrongCredentials:
        .form(usernameError: nil, passwordError: nil, loginError: "Wrong username or password.", isLoggingIn: false)
      case .serverUnavailable:
        .form(
          usernameError: nil, passwordError: nil, loginError: "The server is not available. Try again.",
          isLoggingIn: false)
      }
    viewController?.displayLogIn(viewModel: viewModel)
  }
}
