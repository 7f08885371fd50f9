import HeadlessUIKit

/// What the Account presenter gives its view controller to show.
@MainActor
protocol AccountDisplayLogic: AnyObject {
  func displayFetchUser(viewModel: Account.FetchUser.ViewModel)
  func displayLogOut(viewModel: Account.LogOut.ViewModel)
}

/// The Account screen: asks the interactor for the user and to log out, shows what the presenter gives it, and
/// asks the router for the login screen once logged out.
final class AccountViewController: ViewController, AccountDisplayLogic {
  var interactor: AccountBusinessLogic?
  var router: (AccountRoutingLogic & AccountDataPassing)?
  let accountView = AccountView()

  override init() {
    super.init()
    title = "Account"
  }

  override func loadView() {
    view = accountView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    accountView.logOutButton.addAction(Action { [weak self] _ in self?.logOut() }, for: .touchUpInside)
    fetchUser()
  }

  // MARK: Requests

  private func fetchUser() {
    interactor?.fetchUser(request: Account.FetchUser.Request())
  }

  private func logOut() {
    interactor?.logOut(request: Account.LogOut.Request())
  }

  // MARK: AccountDisplayLogic

  func displayFetchUser(viewModel: Account.FetchUser.ViewModel) {
    accountView.firstNameLabel.text = viewModel.firstName
    accountView.lastNameLabel.text = viewModel.lastName
    accountView.usernameLabel.text = viewModel.username
  }

  func displayLogOut(viewModel: Account.LogOut.ViewModel) {
    switch viewModel {
    case .loggingOut:
      accountView.logOutButton.isEnabled = false
    case .loggedOut:
      router?.routeToLogin()
    }
  }
}
