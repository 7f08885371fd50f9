/// What the account presenter tells its view to show.
@MainActor
protocol AccountViewInterface: AnyObject {
  func showUser(_ viewModel: AccountViewModel)
  /// Disables the Log out button while logging out.
  func setLoggingOut(_ isLoggingOut: Bool)
}

/// What the account view tells its presenter the user did.
@MainActor
protocol AccountPresenterInterface: AnyObject {
  func viewDidLoad()
  func didTapLogOut()
}

/// The account use cases: who is logged in, and logging out.
@MainActor
protocol AccountInteractorInput: AnyObject {
  func loadUser()
  func logOut()
}

/// What the account use cases give back.
@MainActor
protocol AccountInteractorOutput: AnyObject {
  func didLoadUser(_ user: LoggedInUser)
  /// The session has ended, whether or not the backend heard of it.
  func didLogOut()
}

/// Where the account module navigates.
@MainActor
protocol AccountRouterInterface: AnyObject {
  func showLogin()
}
