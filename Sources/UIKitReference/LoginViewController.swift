import HeadlessUIKit
import ServiceKit

/// The login form: checks that both fields are filled in, logs in, and hands the user on.
final class LoginViewController: ViewController {
  /// Called once the backend has accepted the credentials.
  var onLogIn: ((AuthSession) -> Void)?
  private let backend: any Backend
  /// Why the login screen is shown again, until the user types.
  private let message: String?
  private let usernameField = TextField()
  private let usernameErrorLabel = Label()
  private let passwordField = TextField()
  private let passwordErrorLabel = Label()
  private let loginErrorLabel = Label()
  private let logInButton = Button(title: "Log in")
  private let activityIndicator = ActivityIndicatorView()

  init(backend: any Backend, message: String? = nil) {
    self.backend = backend
    self.message = message
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    usernameField.placeholder = "Username"
    usernameField.accessibilityIdentifier = "username"
    usernameErrorLabel.accessibilityIdentifier = "usernameError"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.accessibilityIdentifier = "password"
    passwordErrorLabel.accessibilityIdentifier = "passwordError"
    loginErrorLabel.accessibilityIdentifier = "loginError"
    loginErrorLabel.text = message
    logInButton.accessibilityIdentifier = "logIn"
    for field in [usernameField, passwordField] {
      field.addAction(Action { [weak self] _ in self?.clearErrors() }, for: .editingChanged)
    }
    logInButton.addAction(Action { [weak self] _ in self?.logIn() }, for: .touchUpInside)
    view.addSubview(
      StackView(arrangedSubviews: [
        usernameField, usernameErrorLabel, passwordField, passwordErrorLabel, loginErrorLabel, logInButton,
        activityIndicator,
      ]))
  }

  private func logIn() {
    let username = usernameField.text ?? ""
    let password = passwordField.text ?? ""
    showErrors(
      username: username.isEmpty ? "Enter your username." : nil,
      password: password.isEmpty ? "Enter your password." : nil, login: nil)
    guard !username.isEmpty, !password.isEmpty else { return }
    setLoggingIn(true)
    Task {
      do {
        onLogIn?(try await backend.login(Credentials(username: username, password: password)))
      } catch {
        setLoggingIn(false)
        let message =
          error as? BackendError == .invalidCredentials
          ? "Wrong username or password." : "The server is not available. Try again."
        showErrors(username: nil, password: nil, login: message)
      }
    }
  }

  /// Typing after a failed attempt removes its messages; a keystroke with none shown changes nothing.
  private func clearErrors() {
    guard usernameErrorLabel.text != nil || passwordErrorLabel.text != nil || loginErrorLabel.text != nil else {
      return
    }
    showErrors(username: nil, password: nil, login: nil)
  }

  private func showErrors(username: String?, password: String?, login: String?) {
    usernameErrorLabel.text = username
    passwordErrorLabel.text = password
    loginErrorLabel.text = login
  }

  private func setLoggingIn(_ isLoggingIn: Bool) {
    usernameField.isEnabled = !isLoggingIn
    passwordField.isEnabled = !isLoggingIn
    logInButton.isEnabled = !isLoggingIn
    if isLoggingIn {
      activityIndicator.startAnimating()
    } else {
      activityIndicator.stopAnimating()
    }
  }
}
