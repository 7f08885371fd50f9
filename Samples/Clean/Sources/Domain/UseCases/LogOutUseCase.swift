/// Logs the technician out.
@MainActor
public struct LogOutUseCase {
  private let repository: any AuthRepository

  public init(repository: any AuthRepository) {
    self.repository = repository
  }

  /// Never fails: a technician who logs out is logged out on this device even when the server cannot be told.
  public func execute() async {
    try? await repository.logOut()
  }
}
