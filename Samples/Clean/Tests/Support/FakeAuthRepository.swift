import CleanDomain

/// An auth repository that answers as a test sets it up and records what it was asked.
@MainActor
final class FakeAuthRepository: AuthRepository {
  var logInResult: Result<Technician, DomainError> = .success(TestData.technician)
  var resumeResult: Result<Technician?, DomainError> = .success(nil)
  var logOutError: DomainError?
  /// Runs while a login is under way, so that a test can look at the state then.
  var whileLoggingIn: () -> Void = {}
  private(set) var credentials: [Credentials] = []
  private(set) var logOutCount = 0

  func logIn(with credentials: Credentials) async throws -> Technician {
    self.credentials.append(credentials)
    whileLoggingIn()
    return try logInResult.get()
  }

  func resumeSession() async throws -> Technician? {
    try resumeResult.get()
  }

  func logOut() async throws {
    logOutCount += 1
    if let logOutError {
      throw logOutError
    }
  }
}
