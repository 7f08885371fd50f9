/// What the login presenter tells its view to show.
@MainActor
protocol LoginViewInterface: AnyObject {
  /// Shows each message under its field or the button; `nil` hides it.
  func showErrors(username: String?, password: String?, login: String?)
  /// Disables the form and shows a spinner while the login call is under way.
  func setLoggingIn(_ isLoggingIn: Bool)
  /// Hides the form and shows a spinner while a kept session is resumed.
  func setResumingSession(_ isResuming: Bool)
}

/// What the login view tells its presenter the user did.
@MainActor
protocol LoginPresenterInterface: AnyObject {
  func viewDidLoad()
  func didEditCredentials()
  func didTapLogIn(username: String, password: String)
}

/// The login use cases: log in, or resume the session kept from an earlier launch.
@MainActor
protocol LoginInteractorInput: AnyObject {
  func logIn(username: String, password: String)
  /// Does nothing when no session is kept.
  func resumeKeptSession()
}

/// How the login use cases went.
@MainActor
protocol LoginInteractorOutput: AnyObject {
  /// A login or a kept session's resumption succeeded.
  func didLogIn(as user: LoggedInUser)
  func didFailToLogIn(_ failure: LoginFailure)
  func didStartResumingSession()
  func didFailToResumeSession(_ failure: LoginFailure)
}

/// Where the login module navigates.
@MainActor
protocol LoginRouterInterface: AnyObject {
  func showMain(for user: LoggedInUser)
}
