/// What the login interactor hands its presenter.
@MainActor
protocol LoginPresentationLogic {
  func presentResumeSession(response: Login.ResumeSession.Response)
  func presentEditCredentials(response: Login.EditCredentials.Response)
  func presentLogIn(response: Login.LogIn.Response)
}

/// Words the outcome of each step of logging in for the form.
@MainActor
final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: LoginDisplayLogic?

  func presentResumeSession(response: Login.ResumeSession.Response) {
    let viewModel: Login.ResumeSession.ViewModel =
      switch response {
      case .resuming: .resuming
      case .resumed: .loggedIn
      case .sessionExpired: .form(loginError: "Your session has expired. Log in again.")
      case .serverUnavailable: .form(loginError: Self.serverUnavailable)
      }
    viewController?.displayResumeSession(viewModel: viewModel)
  }

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
        .form(usernameError: nil, passwordError: nil, loginError: Self.serverUnavailable, isLoggingIn: false)
      }
    viewController?.displayLogIn(viewModel: viewModel)
  }

  private static let serverUnavailable = "The server is not available. Try again."

}
