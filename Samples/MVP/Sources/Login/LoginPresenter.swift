import ServiceKit

/// Validates the credentials, logs in, and decides what the login screen shows.
@MainActor
final class LoginPresenter {
  weak var view: LoginView?
  /// Called with the user the backend accepted; the app replaces the login screen.
  var onLogIn: ((User) -> Void)?
  private(set) var logInTask: Task<Void, Never>?
  private let backend: any Backend
  private let storage: DeviceStorage
  /// Why the technician must log in, when a kept session could not be resumed.
  private let message: String?

  init(backend: any Backend, storage: DeviceStorage, message: String? = nil) {
    self.backend = backend
    self.storage = storage
    self.message = message
  }

  func viewDidLoad() {
    view?.showErrors(username: nil, password: nil, login: message)
  }

  func didEditCredentials() {
    view?.showErrors(username: nil, password: nil, login: nil)
  }

  func didTapLogIn(username: String, password: String) {
    view?.showErrors(
      username: username.isEmpty ? "Enter your username." : nil,
      password: password.isEmpty ? "Enter your password." : nil, login: nil)
    guard !username.isEmpty, !password.isEmpty else { return }
    view?.setLoggingIn(true)
    logInTask = Task {
      do {
        let session = try await backend.login(Credentials(username: username, password: password))
        // Only the token is kept, so that the next launch can resume the session without the password.
        storage.sessionToken = session.token
        onLogIn?(session.user)
      } catch {
        view?.setLoggingIn(false)
        view?.showErrors(username: nil, password: nil, login: Self.message(for: error))
      }
    }
  }

  private static func message(for error: any Error) -> String {
    error as? BackendError == .invalidCredentials
      ? "Wrong username or password." : "The server is not available. Try again."
  }
}
