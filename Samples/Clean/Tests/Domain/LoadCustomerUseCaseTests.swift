import CleanDomain
import Testing

@MainActor
struct LoadCustomerUseCaseTests {
  @Test func returnsTheCustomer() async throws {
    let repository = FakeCustomerRepository()

    let customer = try await DefaultLoadCustomerUseCase(repository: repository).execute(id: 1)

    #expect(customer == TestData.customer)
    #expect(repository.requestedIDs == [1])
  }

  @Test func passesOnFailures() async {
    let repository = FakeCustomerRepository()
    repository.result = .failure(.unavailable)

    await #expect(throws: DomainError.unavailable) {
      try await DefaultLoadCustomerUseCase(repository: repository).execute(id: 1)
    }
  }
}
