import HeadlessSwiftUI

/// The login form.
struct LoginView: View {
  @Bindable var viewModel: LoginViewModel

  var body: some View {
    Form {
      TextField("Username", text: $viewModel.username)
        .accessibilityIdentifier("username")
      if let error = viewModel.usernameError {
        Text(error).accessibilityIdentifier("usernameError")
      }
      SecureField("Password", text: $viewModel.password)
        .accessibilityIdentifier("password")
      if let error = viewModel.passwordError {
        Text(error).accessibilityIdentifier("passwordError")
      }
      if let error = viewModel.loginError {
        Text(error).accessibilityIdentifier("loginError")
      }
      if viewModel.isLoggingIn {
        ProgressView()
      }
      Button("Log in") { Task { await viewModel.logIn() } }
        .accessibilityIdentifier("logIn")
    }
    .disabled(viewModel.isLoggingIn)
  }
}
