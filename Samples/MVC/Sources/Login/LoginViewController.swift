import HeadlessUIKit
import ServiceKit

/// Checks the typed credentials, logs in, and hands the new session on.
final class LoginViewController: ViewController {
  /// Called once the backend has accepted the credentials.
  var onLogIn: ((Session) -> Void)?
  let loginView = LoginView()
  private(set) var logInTask: Task<Void, Never>?
  private let backend: any Backend
  private let storage: DeviceStorage
  /// Why the technician must log in, when a kept session could not be resumed.
  private let message: String?

  init(backend: any Backend, storage: DeviceStorage, message: String? = nil) {
    self.backend = backend
    self.storage = storage
    self.message = message
    super.init()
  }

  override func loadView() {
    view = loginView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [loginView.usernameField, loginView.passwordField] {
      field.addAction(
        Action { [weak self] _ in self?.showErrors(username: nil, password: nil, login: nil) }, for: .editingChanged)
    }
    loginView.logInButton.addAction(Action { [weak self] _ in self?.logIn() }, for: .touchUpInside)
    showErrors(username: nil, password: nil, login: message)
  }

  private func logIn() {
    let username = loginView.usernameField.text ?? ""
    let password = loginView.passwordField.text ?? ""
    showErrors(
      username: username.isEmpty ? "Enter your username." : nil,
      password: password.isEmpty ? "Enter your password." : nil, login: nil)
    guard !username.isEmpty, !password.isEmpty else { return }
    setLoggingIn(true)
    logInTask = Task {
      do {
        let session = try await Session.logIn(
          with: Credentials(username: username, password: password), backend: backend, storage: storage)
        onLogIn?(session)
      } catch {
        setLoggingIn(false)
        let message =
          error as? BackendError == .invalidCredentials
          ? "Wrong username or password." : "The server is not available. Try again."
        showErrors(username: nil, password: nil, login: message)
      }
    }
  }

  private func showErrors(username: String?, password: String?, login: String?) {
    loginView.usernameErrorLabel.text = username
    loginView.passwordErrorLabel.text = password
    loginView.loginErrorLabel.text = login
  }

  private func setLoggingIn(_ isLoggingIn: Bool) {
    loginView.usernameField.isEnabled = !isLoggingIn
    loginView.passwordField.isEnabled = !isLoggingIn
    loginView.logInButton.isEnabled = !isLoggingIn
    if isLoggingIn {
      loginView.activityIndicator.startAnimating()
    } else {
      loginView.activityIndicator.stopAnimating()
    }
  }
}
