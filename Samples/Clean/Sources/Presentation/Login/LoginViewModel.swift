import CleanDomain
import Observation

/// What the login form asks its flow to do.
public struct LoginViewModelActions {
  /// A technician logged in: the app shows their tabs.
  let didLogIn: (Technician) -> Void
}

/// The login form's state: checks the typed credentials, logs in, and words what went wrong.
@MainActor
@Observable
public final class LoginViewModel {
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
  private let logInUseCase: any LogInUseCase
  private let actions: LoginViewModelActions

  /// An empty form; with `resumeError`, it says why the kept session was not resumed.
  public init(logInUseCase: any LogInUseCase, resumeError: DomainError? = nil, actions: LoginViewModelActions) {
    self.logInUseCase = logInUseCase
    self.actions = actions
    loginError = resumeError.map { error in
      error == .notAuthenticated ? "Your session has expired. Log in again." : "The server is not available. Try again."
    }
  }

  func logIn() async {
    usernameError = username.isEmpty ? "Enter your username." : nil
    passwordError = password.isEmpty ? "Enter your password." : nil
    loginError = nil
    guard !username.isEmpty, !password.isEmpty else { return }
    isLoggingIn = true
    defer { isLoggingIn = false }
    do {
      actions.didLogIn(try await logInUseCase.execute(Credentials(username: username, password: password)))
    } catch DomainError.invalidCredentials {
      loginError = "Wrong username or password."
    } catch {
      loginError = "The server is not available. Try again."
    }
  }

  private func clearErrors() {
    usernameError = nil
    passwordError = nil
    loginError = nil
  }
}
