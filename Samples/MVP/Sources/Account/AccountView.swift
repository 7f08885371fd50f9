/// The account screen as its presenter sees it.
@MainActor
protocol AccountView: AnyObject {
  func showUser(firstName: String, lastName: String, username: String)
  func setLogOutEnabled(_ isEnabled: Bool)
  /// Leaves the logged-in app for a fresh login screen.
  func showLoginScreen()
}
