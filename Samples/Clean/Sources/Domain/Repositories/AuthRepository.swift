/// Where technicians log in and out.
public protocol AuthRepository: Sendable {
  /// Starts a session; throws ``DomainError/invalidCredentials`` for a wrong username or password.
  func logIn(with credentials: Credentials) async throws -> Technician
  /// Ends the session.
  func logOut() async throws
}
