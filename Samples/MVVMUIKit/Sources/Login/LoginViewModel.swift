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

  private let backend: any Backend
  private let onLogIn: (User) -> Void
  private var cancellables: Set<AnyCancellable> = []

  init(backend: any Backend, onLogIn: @escaping (User) -> Void) {
    self.backend = backend
    self.onLogIn = onLogIn
    let form = username.combineLatest(password).map(LoginForm.init)
    // Errors are about what was typed; once the technician types again they no longer apply.
    form.dropFirst()
      .sink { [weak self] _ in self?.showErrors(username: nil, password: nil, login: nil) }
      .store(in: &cancellables)
    // A tap checks the form as it is then: the derived publisher hands a new subscriber its latest value.
    logInTapped.flatMap { form.prefix(1) }
      .sink { [weak self] form in self?.logIn(with: form) }
      .store(in: &cancellables)
  }

  private func logIn(with form: LoginForm) {
    showErrors(username: form.usernameError, password: form.passwordError, login: nil)
    guard form.usernameError == nil, form.passwordError == nil else { return }
    isLoggingIn = true
    Task {
      defer { isLoggingIn = false }
      do {
        onLogIn(try await backend.login(form.credentials))
      } catch BackendError.invalidCredentials {
        loginError = "Wrong username or password."
      } catch {
        loginError = "The server is not available. Try again."
      }
    }
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
}
