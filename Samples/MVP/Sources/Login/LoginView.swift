/// The login screen as its presenter sees it: what the presenter can tell it to show or do.
@MainActor
protocol LoginView: AnyObject {
  /// Shows the given error texts and hides those that are `nil`.
  func showErrors(username: String?, password: String?, login: String?)
  /// Shows a spinner and disables the form while the credentials are checked.
  func setLoggingIn(_ isLoggingIn: Bool)
}
