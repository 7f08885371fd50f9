import HeadlessSwiftUI

/// The login form: the credential fields with their error texts, the button and a spinner.
struct LoginView: View {
  @Bindable var viewModel: LoginViewModel

  var body: some View {
    VStack {
      TextField("Username", text: $viewModel.username).accessibilityIdentifier("username")
      if let error = viewModel.usernameError {
        Text(error).accessibilityIdentifier("usernameError")
      }
      SecureField("Password", text: $viewModel.password).accessibilityIdentifier("password")
      if let error = viewModel.passwordError {
        Text(error).accessibilityIdentifier("passwordError")
      }
      if let error = viewModel.loginError {
        Text(error).accessibilityIdentifier("loginError")
      }
      Button("Log in") { Task { await viewModel.logIn() } }.accessibilityIdentifier("logIn")
      if viewModel.isLoggingIn {
        ProgressView()
      }
    }
    .disabled(viewModel.isLoggingIn)
  }
}
