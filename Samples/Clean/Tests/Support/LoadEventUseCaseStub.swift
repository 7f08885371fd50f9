import CleanDomain

/// A use case that loads the event a test sets, or fails as it says.
@MainActor
final class LoadEventUseCaseStub: LoadEventUseCase {
  var result: Result<Event, DomainError>
  private(set) var requestedIDs: [Event.ID] = []

  init(_ event: Event) {
    result = .success(event)
  }

  @MainActor
  func execute(id: Event.ID) async throws -> Event {
    requestedIDs.append(id)
    return try result.get()
  }
}
