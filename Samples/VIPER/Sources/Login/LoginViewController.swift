import HeadlessUIKit

/// The login screen: forwards typing and the Log in tap to the presenter, and shows the errors it is given.
final class LoginViewController: ViewController, LoginViewInterface {
  var presenter: LoginPresenterInterface!
  let loginView = LoginView()

  override func loadView() {
    view = loginView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [loginView.usernameField, loginView.passwordField] {
      field.addAction(Action { [weak self] _ in self?.presenter.didEditCredentials() }, for: .editingChanged)
    }
    loginView.logInButton.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didTapLogIn(
          username: loginView.usernameField.text ?? "", password: loginView.passwordField.text ?? "")
      }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: LoginViewInterface

  func showErrors(username: String?, password: String?, login: String?) {
    loginView.usernameErrorLabel.text = username
    loginView.passwordErrorLabel.text = password
    loginView.loginErrorLabel.text = login
  }

  func setLoggingIn(_ isLoggingIn: Bool) {
    loginView.usernameField.isEnabled = !isLoggingIn
    loginView.passwordField.isEnabled = !isLoggingIn
    loginView.logInButton.isEnabled = !isLoggingIn
    showActivity(isLoggingIn)
  }

  func setResumingSession(_ isResuming: Bool) {
    loginView.formView.isHidden = isResuming
    showActivity(isResuming)
  }

  private func showActivity(_ isActive: Bool) {
    if isActive {
      loginView.activityIndicator.startAnimating()
    } else {
      loginView.activityIndicator.stopAnimating()
    }
  }
}
