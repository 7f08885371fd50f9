/// Loads one event as it is now.
public protocol LoadEventUseCase: Sendable {
  nonisolated(nonsending) func execute(id: Event.ID) async throws -> Event
}

/// Loads the event from the event repository.
public struct DefaultLoadEventUseCase: LoadEventUseCase {
  private let repository: any EventRepository

  public init(repository: any EventRepository) {
    self.repository = repository
  }

  public func execute(id: Event.ID) async throws -> Event {
    try await repository.event(id: id)
  }
}
