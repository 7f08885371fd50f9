import HeadlessSwiftUI
import ServiceKit

/// The login form: checks what was typed, logs in, and says why it could not.
struct LoginView: View {
  @Environment(AppModel.self) private var model
  @State private var username = ""
  @State private var password = ""
  @State private var usernameError: String?
  @State private var passwordError: String?
  @State private var loginError: String?
  @State private var isLoggingIn = false

  var body: some View {
    Form {
      TextField("Username", text: $username)
        .accessibilityIdentifier("username")
      if let usernameError {
        Text(usernameError).accessibilityIdentifier("usernameError")
      }
      SecureField("Password", text: $password)
        .accessibilityIdentifier("password")
      if let passwordError {
        Text(passwordError).accessibilityIdentifier("passwordError")
      }
      if let loginError = loginError ?? model.resumeFailure {
        Text(loginError).accessibilityIdentifier("loginError")
      }
      if isLoggingIn {
        ProgressView()
      }
      Button("Log in") { Task { await logIn() } }
        .accessibilityIdentifier("logIn")
    }
    .disabled(isLoggingIn)
    .onChange(of: username) { clearErrors() }
    .onChange(of: password) { clearErrors() }
  }

  private func logIn() async {
    usernameError = username.isEmpty ? "Enter your username." : nil
    passwordError = password.isEmpty ? "Enter your password." : nil
    loginError = nil
    model.clearResumeFailure()
    guard usernameError == nil, passwordError == nil else { return }

    isLoggingIn = true
    defer { isLoggingIn = false }
    do {
      try await model.logIn(Credentials(username: username, password: password))
    } catch BackendError.invalidCredentials {
      loginError = "Wrong username or password."
    } catch {
      loginError = "The server is not available. Try again."
    }
  }

  /// Errors are about what was typed; once the technician types again they no longer apply.
  private func clearErrors() {
    model.clearResumeFailure()
    // Only when there is one: every write to a state renders the form again.
    guard usernameError != nil || passwordError != nil || loginError != nil else { return }
    usernameError = nil
    passwordError = nil
    loginError = nil
  }
}
