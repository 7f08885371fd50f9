import HeadlessUIKit

/// The account screen: forwards Log out to its presenter, and shows the user it is given.
final class AccountViewController: ViewController, AccountView {
  /// Called once logged out; the app replaces the logged-in screens with a fresh login screen.
  var onLogOut: (() -> Void)?
  let rootView = AccountRootView()
  private let presenter: AccountPresenter

  init(presenter: AccountPresenter) {
    self.presenter = presenter
    super.init()
    title = "Account"
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rootView.logOutButton.addAction(Action { [weak self] _ in self?.presenter.didTapLogOut() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: AccountView

  func showUser(firstName: String, lastName: String, username: String) {
    rootView.firstNameLabel.text = firstName
    rootView.lastNameLabel.text = lastName
    rootView.usernameLabel.text = username
  }

  func setLogOutEnabled(_ isEnabled: Bool) {
    rootView.logOutButton.isEnabled = isEnabled
  }

  func showLoginScreen() {
    onLogOut?()
  }
}
