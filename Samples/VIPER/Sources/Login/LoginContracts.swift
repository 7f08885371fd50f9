/// What the login presenter tells its view to show.
@MainActor
protocol LoginViewInterface: AnyObject {
  /// Shows each message under its field or the button; `nil` hides it.
  func showErrors(username: String?, password: String?, login: String?)
  /// Disables the form and shows a spinner while the login call is under way.
  func setLoggingIn(_ isLoggingIn: Bool)
}

/// What the login view tells its presenter the user did.
@MainActor
protocol LoginPresenterInterface: AnyObject {
  func didEditCredentials()
  func didTapLogIn(username: String, password: String)
}

/// The login use case.
@MainActor
protocol LoginInteractorInput: AnyObject {
  func logIn(username: String, password: String)
}

/// How the login use case ended.
@MainActor
protocol LoginInteractorOutput: AnyObject {
  func didLogIn(as user: LoggedInUser)
  func didFailToLogIn(_ failure: LoginFailure)
}

/// Where the login module navigates.
@MainActor
protocol LoginRouterInterface: AnyObject {
  func showMain(for user: LoggedInUser)
}
