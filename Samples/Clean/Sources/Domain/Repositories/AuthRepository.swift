/// Where technicians log in and out, and where the session kept between launches is resumed.
public protocol AuthRepository: Sendable {
  /// Starts a session and keeps it for the next launch; throws ``DomainError/invalidCredentials``
  /// for a wrong username or password.
  func logIn(with credentials: Credentials) async throws -> Technician
  /// Resumes the session kept from an earlier launch; `nil` when none is kept. A session the
  /// server no longer accepts is forgotten, and throws ``DomainError/notAuthenticated``.
  func resumeSession() async throws -> Technician?
  /// Ends the session and forgets it.
  func logOut() async throws
}
