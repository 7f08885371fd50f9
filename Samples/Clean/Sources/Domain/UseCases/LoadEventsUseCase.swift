import SpecRules

/// Loads the technician's events in schedule order.
@MainActor
public struct LoadEventsUseCase {
  private let repository: any EventRepository

  public init(repository: any EventRepository) {
    self.repository = repository
  }

  public func execute() async throws -> [Event] {
    try await repository.events().sorted(by: isListedBefore)
  }
}
