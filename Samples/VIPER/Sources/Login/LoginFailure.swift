/// Why the backend refused a login or a kept session, as the presenter tells the user.
enum LoginFailure: Equatable {
  case wrongCredentials
  case sessionExpired
  case serverUnavailable
}
