import ServiceKit

/// What happens on the login screen.
enum LoginAction: Equatable, Sendable {
  case usernameChanged(String)
  case passwordChanged(String)
  case logInTapped
  case loggedIn(AuthSession)
  case logInFailed(BackendError)
  /// The app started with the token of an earlier login in the device's storage.
  case keptSessionFound(token: String)
  case sessionResumed(User)
  case sessionResumeFailed(BackendError)
}
