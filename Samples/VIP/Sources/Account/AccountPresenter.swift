/// What the Account interactor hands its presenter.
@MainActor
protocol AccountPresentationLogic {
  func presentFetchUser(response: Account.FetchUser.Response)
  func presentLogOut(response: Account.LogOut.Response)
}

/// Formats the user for display.
@MainActor
final class AccountPresenter: AccountPresentationLogic {
  weak var viewController: AccountDisplayLogic?

  func presentFetchUser(response: Account.FetchUser.Response) {
    viewController?.displayFetchUser(
      viewModel: Account.FetchUser.ViewModel(
        firstName: "First name: \(response.user.firstName)", lastName: "Last name: \(response.user.lastName)",
        username: "Username: \(response.user.username)"))
  }

  func presentLogOut(response: Account.LogOut.Response) {
    let viewModel: Account.LogOut.ViewModel =
      switch response {
      case .loggingOut: .loggingOut
      case .loggedOut: .loggedOut
      }
    viewController?.displayLogOut(viewModel: viewModel)
  }
}
