import CleanDomain

/// A login use case that answers as a test sets it up and records the credentials it was given.
@MainActor
final class LogInUseCaseSpy: LogInUseCase {
  var result: Result<Technician, DomainError> = .success(TestData.technician)
  /// Runs while a login is under way, so that a test can look at the state then.
  var whileLoggingIn: () -> Void = {}
  private(set) var credentials: [Credentials] = []

  // Isolated to the main actor, as the test is, rather than to the caller's actor, which the protocol gives.
  @MainActor
  func execute(_ credentials: Credentials) async throws -> Technician {
    self.credentials.append(credentials)
    whileLoggingIn()
    return try result.get()
  }
}
