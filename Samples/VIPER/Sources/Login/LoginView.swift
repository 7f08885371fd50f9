import HeadlessUIKit

/// The login form: the credential fields with their error texts, the button and a spinner.
final class LoginView: View {
  /// Hidden while a kept session is resumed.
  let formView = StackView()
  let usernameField = TextField()
  let usernameErrorLabel = Label()
  let passwordField = TextField()
  let passwordErrorLabel = Label()
  let loginErrorLabel = Label()
  let logInButton = Button(title: "Log in")
  let activityIndicator = ActivityIndicatorView()

  override init() {
    super.init()
    usernameField.placeholder = "Username"
    usernameField.accessibilityIdentifier = "username"
    usernameErrorLabel.accessibilityIdentifier = "usernameError"
    passwordField.placeholder = "Password"
    passwordField.isSecureTextEntry = true
    passwordField.accessibilityIdentifier = "password"
    passwordErrorLabel.accessibilityIdentifier = "passwordError"
    loginErrorLabel.accessibilityIdentifier = "loginError"
    logInButton.accessibilityIdentifier = "logIn"
    for subview in [
      usernameField, usernameErrorLabel, passwordField, passwordErrorLabel, loginErrorLabel, logInButton,
    ] {
      formView.addArrangedSubview(subview)
    }
    addSubview(StackView(arrangedSubviews: [formView, activityIndicator]))
  }
}
