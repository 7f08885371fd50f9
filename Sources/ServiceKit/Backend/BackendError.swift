/// Why a backend call failed.
public enum BackendError: Error, Equatable, Hashable, Sendable {
  /// The username or password is wrong; or, for a registration, an account has the e-mail already.
  ///
  /// One case for both, and not a new one: the samples switch over every case.
  case invalidCredentials
  /// The call needs a logged-in session, or the session's token is no longer accepted.
  case notAuthenticated
  /// No such event or customer.
  case notFound
  /// The backend could not be reached or answered with an error.
  case unavailable
}
