/// Logs a technician in.
@MainActor
public struct LogInUseCase {
  private let repository: any AuthRepository

  public init(repository: any AuthRepository) {
    self.repository = repository
  }

  public func execute(_ credentials: Credentials) async throws -> Technician {
    try await repository.logIn(with: credentials)
  }
}
