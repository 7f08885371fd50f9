import HeadlessUIKit
import ServiceKit

/// Shows the logged-in technician and logs them out.
final class AccountViewController: ViewController {
  /// Called once the session has ended, whether or not the backend heard of it.
  var onLogOut: (() -> Void)?
  let accountView = AccountView()
  private(set) var logOutTask: Task<Void, Never>?
  private let session: Session

  init(session: Session) {
    self.session = session
    super.init()
    title = "Account"
  }

  override func loadView() {
    view = accountView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    accountView.firstNameLabel.text = "First name: \(session.user.firstName)"
    accountView.lastNameLabel.text = "Last name: \(session.user.lastName)"
    accountView.usernameLabel.text = "Username: \(session.user.username)"
    accountView.logOutButton.addAction(Action { [weak self] _ in self?.logOut() }, for: .touchUpInside)
  }

  private func logOut() {
    accountView.logOutButton.isEnabled = false
    logOutTask = Task {
      await session.logOut()
      onLogOut?()
    }
  }
}
