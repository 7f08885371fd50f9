import CleanDomain

/// A logout use case that counts how often it ran.
@MainActor
final class LogOutUseCaseSpy: LogOutUseCase {
  private(set) var executeCount = 0

  @MainActor
  func execute() async {
    executeCount += 1
  }
}
