import CleanDomain

/// A use case that loads the events a test sets, in the order set, or fails as it says.
@MainActor
final class LoadEventsUseCaseStub: LoadEventsUseCase {
  var events: [Event] = []
  var failure: DomainError?
  private(set) var executeCount = 0

  @MainActor
  func execute() async throws -> [Event] {
    executeCount += 1
    if let failure {
      throw failure
    }
    return events
  }
}
