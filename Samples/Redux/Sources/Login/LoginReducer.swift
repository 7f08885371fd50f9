/// Checks the login form and follows the login call, or the resumption of a kept session.
func loginReducer(_ state: inout LoginState, _ action: AppAction) {
  guard case .login(let action) = action else { return }
  switch action {
  case .usernameChanged(let username):
    state.username = username
    state.clearErrors()
  case .passwordChanged(let password):
    state.password = password
    state.clearErrors()
  case .logInTapped:
    state.isUsernameMissing = state.username.isEmpty
    state.isPasswordMissing = state.password.isEmpty
    state.failure = nil
    // The backend middleware logs in when, and only when, the form turned out complete.
    state.isLoggingIn = !state.isUsernameMissing && !state.isPasswordMissing
  case .loggedIn, .sessionResumed:
    state = LoginState()
  case .logInFailed(let error):
    state.isLoggingIn = false
    state.failure = error == .invalidCredentials ? .wrongCredentials : .serverUnavailable
  case .keptSessionFound:
    state.isResumingSession = true
  case .sessionResumeFailed(let error):
    state.isResumingSession = false
    state.failure = error == .notAuthenticated ? .sessionExpired : .serverUnavailable
  }
}

extension LoginState {
  /// Typing again means the person is fixing what the errors said.
  fileprivate mutating func clearErrors() {
    isUsernameMissing = false
    isPasswordMissing = false
    failure = nil
  }
}
