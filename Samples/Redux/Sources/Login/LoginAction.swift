import ServiceKit

/// What happens on the login screen.
enum LoginAction: Equatable, Sendable {
  case usernameChanged(String)
  case passwordChanged(String)
  case logInTapped
  case loggedIn(User)
  case logInFailed(BackendError)
}
