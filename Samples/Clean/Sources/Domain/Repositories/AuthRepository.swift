/// Where technicians log in and out.
@MainActor
public protocol AuthRepository {
  /// Starts a session; throws ``DomainError/invalidCredentials`` for a wrong username or password.
  func logIn(with credentials: Credentials) async throws -> Technician
  /// Ends the session.
  func logOut() async throws
}
