/// Logs the technician out.
public protocol LogOutUseCase: Sendable {
  /// Never fails: a technician who logs out is logged out on this device even when the server cannot be told.
  nonisolated(nonsending) func execute() async
}

/// Logs out with the auth repository, ignoring its failure.
public struct DefaultLogOutUseCase: LogOutUseCase {
  private let repository: any AuthRepository

  public init(repository: any AuthRepository) {
    self.repository = repository
  }

  public func execute() async {
    try? await repository.logOut()
  }
}
