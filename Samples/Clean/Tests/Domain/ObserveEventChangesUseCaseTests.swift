import CleanDomain
import Testing

@MainActor
struct ObserveEventChangesUseCaseTests {
  @Test func passesOnTheRepositorysChanges() async {
    let repository = FakeEventRepository()
    var changes = await DefaultObserveEventChangesUseCase(repository: repository).execute().makeAsyncIterator()

    repository.send(.removed(2))
    repository.send(.added(TestData.event(id: 9)))

    #expect(await changes.next() == .removed(2))
    #expect(await changes.next() == .added(TestData.event(id: 9)))
  }
}
