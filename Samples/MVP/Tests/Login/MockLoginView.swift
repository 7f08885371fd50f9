@testable import MVP

/// Records what a ``LoginPresenter`` told its view.
@MainActor
final class MockLoginView: LoginView {
  private(set) var usernameError: String?
  private(set) var passwordError: String?
  private(set) var loginError: String?
  private(set) var isLoggingIn = false

  func showErrors(username: String?, password: String?, login: String?) {
    usernameError = username
    passwordError = password
    loginError = login
  }

  func setLoggingIn(_ isLoggingIn: Bool) {
    self.isLoggingIn = isLoggingIn
  }
}
