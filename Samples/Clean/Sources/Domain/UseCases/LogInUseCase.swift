/// Logs a technician in.
public protocol LogInUseCase: Sendable {
  nonisolated(nonsending) func execute(_ credentials: Credentials) async throws -> Technician
}

/// Logs in with the auth repository.
public struct DefaultLogInUseCase: LogInUseCase {
  private let repository: any AuthRepository

  public init(repository: any AuthRepository) {
    self.repository = repository
  }

  public func execute(_ credentials: Credentials) async throws -> Technician {
    try await repository.logIn(with: credentials)
  }
}
