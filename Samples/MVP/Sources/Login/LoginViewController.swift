import HeadlessUIKit

/// The login screen: forwards what is typed and tapped to its presenter, and shows what the presenter tells it.
final class LoginViewController: ViewController, LoginView {
  let rootView = LoginRootView()
  private let presenter: LoginPresenter

  init(presenter: LoginPresenter) {
    self.presenter = presenter
    super.init()
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [rootView.usernameField, rootView.passwordField] {
      field.addAction(Action { [weak self] _ in self?.presenter.didEditCredentials() }, for: .editingChanged)
    }
    rootView.logInButton.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didTapLogIn(
          username: rootView.usernameField.text ?? "", password: rootView.passwordField.text ?? "")
      }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: LoginView

  func showErrors(username: String?, password: String?, login: String?) {
    rootView.usernameErrorLabel.text = username
    rootView.passwordErrorLabel.text = password
    rootView.loginErrorLabel.text = login
  }

  func setLoggingIn(_ isLoggingIn: Bool) {
    rootView.usernameField.isEnabled = !isLoggingIn
    rootView.passwordField.isEnabled = !isLoggingIn
    rootView.logInButton.isEnabled = !isLoggingIn
    if isLoggingIn {
      rootView.activityIndicator.startAnimating()
    } else {
      rootView.activityIndicator.stopAnimating()
    }
  }
}
