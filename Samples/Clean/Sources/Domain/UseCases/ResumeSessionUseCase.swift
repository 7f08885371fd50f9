/// Resumes the session a technician left logged in when the app last ran.
public protocol ResumeSessionUseCase: Sendable {
  /// The technician of the kept session, or `nil` when no session is kept.
  nonisolated(nonsending) func execute() async throws -> Technician?
}

/// Resumes the session with the auth repository.
public struct DefaultResumeSessionUseCase: ResumeSessionUseCase {
  private let repository: any AuthRepository

  public init(repository: any AuthRepository) {
    self.repository = repository
  }

  public func execute() async throws -> Technician? {
    try await repository.resumeSession()
  }
}
