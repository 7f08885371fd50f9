/// Loads one event as it is now.
@MainActor
public struct LoadEventUseCase {
  private let repository: any EventRepository

  public init(repository: any EventRepository) {
    self.repository = repository
  }

  public func execute(id: Event.ID) async throws -> Event {
    try await repository.event(id: id)
  }
}
