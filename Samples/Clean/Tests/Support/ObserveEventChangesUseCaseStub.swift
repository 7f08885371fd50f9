import CleanDomain

/// A use case whose changes the test sends.
@MainActor
final class ObserveEventChangesUseCaseStub: ObserveEventChangesUseCase {
  private let changes = AsyncStream.makeStream(of: EventChange.self)

  @MainActor
  func execute() async -> AsyncStream<EventChange> {
    changes.stream
  }

  /// Pushes a change to whoever follows the changes.
  func send(_ change: EventChange) {
    changes.continuation.yield(change)
  }
}
