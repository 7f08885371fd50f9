/// Follows the changes made to the technician's events elsewhere.
@MainActor
public struct ObserveEventChangesUseCase {
  private let repository: any EventRepository

  public init(repository: any EventRepository) {
    self.repository = repository
  }

  public func execute() -> AsyncStream<EventChange> {
    repository.changes()
  }
}
