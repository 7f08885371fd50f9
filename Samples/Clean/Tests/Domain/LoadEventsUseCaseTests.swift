import CleanDomain
import Testing

@MainActor
struct LoadEventsUseCaseTests {
  @Test func returnsTheEventsInScheduleOrder() async throws {
    let repository = FakeEventRepository()
    repository.storedEvents = [
      TestData.event(id: 3, date: "2026-11-25T08:00:00Z"),
      TestData.event(id: 2, date: "2026-11-24T08:00:00Z"),
      TestData.event(id: 1, date: "2026-11-24T08:00:00Z"),
      TestData.event(id: 4, date: "2026-11-20T12:00:00Z"),
    ]

    let events = try await DefaultLoadEventsUseCase(repository: repository).execute()

    #expect(events.map(\.id) == [4, 1, 2, 3])
  }

  @Test func passesOnFailures() async {
    let repository = FakeEventRepository()
    repository.failure = .unavailable

    await #expect(throws: DomainError.unavailable) {
      try await DefaultLoadEventsUseCase(repository: repository).execute()
    }
  }
}
