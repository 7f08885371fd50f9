import CombineExtras
import OpenCombine
import ServiceKit

/// Checks the typed credentials, logs in, and reports why it could not.
@MainActor
final class LoginViewModel {
  // MARK: Inputs

  let username = CurrentValueSubject<String, Never>("")
  let password = CurrentValueSubject<String, Never>("")
  let logInTapped = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  @Published private(set) var usernameError: String?
  @Published private(set) var passwordError: String?
  @Published private(set) var loginError: String?
  @Published private(set) var isLoggingIn = false

  private let onLogIn: (User) -> Void
  private var cancellables: Set<AnyCancellable> = []

  /// `message` says why the technician must log in, when a kept session could not be resumed.
  init(backend: any Backend, storage: DeviceStorage, message: String? = nil, onLogIn: @escaping (User) -> Void) {
    self.onLogIn = onLogIn
    loginError = message
    let form = username.combineLatest(password).map(LoginForm.init)
    // Errors are about what was typed; once the technician types again they no longer apply.
    form.dropFirst()
      .sink { [weak self] _ in self?.showErrors(username: nil, password: nil, login: nil) }
      .store(in: &cancellables)
    // A tap checks the form as it is then: the derived publisher hands a new subscriber its latest value. Only a
    // complete form is sent, and the attempt is under way until the backend answers.
    logInTapped.flatMap { form.prefix(1) }
      .handleEvents(receiveOutput: { [weak self] form in
        self?.showErrors(username: form.usernameError, password: form.passwordError, login: nil)
      })
      .filter(\.isComplete)
      .map { form in
        Future { try await backend.login(form.credentials) }
          // Only the token is kept, so that the next launch can resume the session without the password.
          .handleEvents(receiveOutput: { storage.sessionToken = $0.token })
          .map { LoginAttempt.loggedIn($0.user) }
          .catch { Just(.failed(Self.message(for: $0))) }
          .prepend(.inProgress)
      }
      .switchToLatest()
      .sink { [weak self] attempt in self?.show(attempt) }
      .store(in: &cancellables)
  }

  private func show(_ attempt: LoginAttempt) {
    isLoggingIn = attempt == .inProgress
    switch attempt {
    case .inProgress: break
    case .loggedIn(let user): onLogIn(user)
    case .failed(let message): loginError = message
    }
  }

  private static func message(for error: any Error) -> String {
    error as? BackendError == .invalidCredentials
      ? "Wrong username or password." : "The server is not available. Try again."
  }

  /// Sets only the texts that change: an `@Published` property publishes every write, and each keystroke clears
  /// errors that are nearly always clear already.
  private func showErrors(username: String?, password: String?, login: String?) {
    if usernameError != username { usernameError = username }
    if passwordError != password { passwordError = password }
    if loginError != login { loginError = login }
  }
}

/// The typed credentials and what is missing from them.
private struct LoginForm {
  let credentials: Credentials
  let usernameError: String?
  let passwordError: String?

  init(username: String, password: String) {
    credentials = Credentials(username: username, password: password)
    usernameError = username.isEmpty ? "Enter your username." : nil
    passwordError = password.isEmpty ? "Enter your password." : nil
  }

  var isComplete: Bool { usernameError == nil && passwordError == nil }
}

/// Where a login attempt is: waiting for the backend, or ended with the user or why not.
private enum LoginAttempt: Equatable {
  case inProgress
  case loggedIn(User)
  case failed(String)
}
