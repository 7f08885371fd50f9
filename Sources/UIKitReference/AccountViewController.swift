import HeadlessUIKit
import ServiceKit

/// Shows the logged-in technician and logs them out.
final class AccountViewController: ViewController {
  /// Called once the session has ended, whether or not the backend heard of it.
  var onLogOut: (() -> Void)?
  private let user: User
  private let backend: any Backend
  private let logOutButton = Button(title: "Log out")

  init(user: User, backend: any Backend) {
    self.user = user
    self.backend = backend
    super.init()
    title = "Account"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    logOutButton.accessibilityIdentifier = "logOut"
    logOutButton.addAction(Action { [weak self] _ in self?.logOut() }, for: .touchUpInside)
    view.addSubview(
      StackView(arrangedSubviews: [
        Label(text: "First name: \(user.firstName)"), Label(text: "Last name: \(user.lastName)"),
        Label(text: "Username: \(user.username)"), logOutButton,
      ]))
  }

  private func logOut() {
    Task {
      // The device forgets the user even when the server cannot be told.
      try? await backend.logout()
      onLogOut?()
    }
  }
}
