import CleanDomain
import Testing

@MainActor
struct LoadEventUseCaseTests {
  @Test func returnsTheEvent() async throws {
    let repository = FakeEventRepository()
    repository.storedEvents = [TestData.event(id: 1), TestData.event(id: 2, name: "Kontrola čerpadla")]

    let event = try await DefaultLoadEventUseCase(repository: repository).execute(id: 2)

    #expect(event.name == "Kontrola čerpadla")
  }

  @Test func passesOnAMissingEvent() async {
    await #expect(throws: DomainError.notFound) {
      try await DefaultLoadEventUseCase(repository: FakeEventRepository()).execute(id: 7)
    }
  }
}
