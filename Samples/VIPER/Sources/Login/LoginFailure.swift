/// Why the backend refused a login, as the presenter tells the user.
enum LoginFailure: Equatable {
  case wrongCredentials
  case serverUnavailable
}
