import SpecRules

/// Loads the technician's events in schedule order.
///
/// Like every use case's `execute`, it runs on its caller's actor (`nonisolated(nonsending)`): the
/// domain is bound to no actor, and a call from a view model does not hop off the main actor and back.
public protocol LoadEventsUseCase: Sendable {
  nonisolated(nonsending) func execute() async throws -> [Event]
}

/// Loads the events from the event repository and sorts them.
public struct DefaultLoadEventsUseCase: LoadEventsUseCase {
  private let repository: any EventRepository

  public init(repository: any EventRepository) {
    self.repository = repository
  }

  public func execute() async throws -> [Event] {
    try await repository.events().sorted(by: isListedBefore)
  }
}
