import Observation
import ServiceKit

/// Checks the typed credentials, logs in, and reports why it could not.
@MainActor
@Observable
final class LoginViewModel {
  var username = "" {
    didSet { clearErrors() }
  }
  var password = "" {
    didSet { clearErrors() }
  }
  private(set) var usernameError: String?
  private(set) var passwordError: String?
  private(set) var loginError: String?
  private(set) var isLoggingIn = false

  private let backend: any Backend
  private let onLogIn: (AuthSession) -> Void

  /// A form that starts empty, saying `error` if the app has one to show before any login.
  init(backend: any Backend, error: String? = nil, onLogIn: @escaping (AuthSession) -> Void) {
    self.backend = backend
    self.onLogIn = onLogIn
    loginError = error
  }

  func logIn() async {
    usernameError = username.isEmpty ? "Enter your username." : nil
    passwordError = password.isEmpty ? "Enter your password." : nil
    loginError = nil
    guard usernameError == nil, passwordError == nil else { return }

    isLoggingIn = true
    defer { isLoggingIn = false }
    do {
      onLogIn(try await backend.login(Credentials(username: username, password: password)))
    } catch BackendError.invalidCredentials {
      loginError = "Wrong username or password."
    } catch {
      loginError = "The server is not available. Try again."
    }
  }

  /// Errors are about what was typed; once the technician types again they no longer apply.
  private func clearErrors() {
    usernameError = nil
    passwordError = nil
    loginError = nil
  }
}
