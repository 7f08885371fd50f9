/// Follows the changes made to the technician's events elsewhere.
public protocol ObserveEventChangesUseCase: Sendable {
  nonisolated(nonsending) func execute() async -> AsyncStream<EventChange>
}

/// Follows the event repository's changes.
public struct DefaultObserveEventChangesUseCase: ObserveEventChangesUseCase {
  private let repository: any EventRepository

  public init(repository: any EventRepository) {
    self.repository = repository
  }

  public func execute() async -> AsyncStream<EventChange> {
    await repository.changes()
  }
}
