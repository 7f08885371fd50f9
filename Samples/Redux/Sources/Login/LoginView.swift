import HeadlessSwiftUI

/// The login screen: the two fields, their errors, and the Log in button.
struct LoginView: View {
  @Environment(Store.self) private var store

  var body: some View {
    let login = store.select(\.login)
    if login.isResumingSession {
      ProgressView()
    } else {
      form(login)
    }
  }

  private func form(_ login: Selection<LoginState>) -> some View {
    VStack {
      TextField(
        "Username",
        text: Binding(
          get: { login.username },
          set: { store.dispatch(.login(.usernameChanged($0))) })
      )
      .accessibilityIdentifier("username")
      if login.isUsernameMissing {
        Text("Enter your username.").accessibilityIdentifier("usernameError")
      }
      SecureField(
        "Password",
        text: Binding(
          get: { login.password },
          set: { store.dispatch(.login(.passwordChanged($0))) })
      )
      .accessibilityIdentifier("password")
      if login.isPasswordMissing {
        Text("Enter your password.").accessibilityIdentifier("passwordError")
      }
      if let failure = login.failure {
        Text(message(for: failure)).accessibilityIdentifier("loginError")
      }
      if login.isLoggingIn {
        ProgressView()
      }
      Button("Log in") { store.dispatch(.login(.logInTapped)) }
        .accessibilityIdentifier("logIn")
    }
    .disabled(login.isLoggingIn)
  }

  private func message(for failure: LoginState.Failure) -> String {
    switch failure {
    case .wrongCredentials: "Wrong username or password."
    case .sessionExpired: "Your session has expired. Log in again."
    case .serverUnavailable: "The server is not available. Try again."
    }
  }
}
