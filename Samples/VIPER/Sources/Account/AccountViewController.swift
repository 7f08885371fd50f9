import HeadlessUIKit

/// The Account screen: forwards the Log out tap to the presenter and shows the user it is given.
final class AccountViewController: ViewController, AccountViewInterface {
  var presenter: AccountPresenterInterface!
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
    accountView.logOutButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapLogOut() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: AccountViewInterface

  func showUser(_ viewModel: AccountViewModel) {
    accountView.firstNameLabel.text = viewModel.firstName
    accountView.lastNameLabel.text = viewModel.lastName
    accountView.usernameLabel.text = viewModel.username
  }

  func setLoggingOut(_ isLoggingOut: Bool) {
    accountView.logOutButton.isEnabled = !isLoggingOut
  }
}
