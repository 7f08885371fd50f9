import CleanDomain

/// A use case that loads the customer a test sets, or fails as it says.
@MainActor
final class LoadCustomerUseCaseStub: LoadCustomerUseCase {
  var result: Result<Customer, DomainError> = .success(TestData.customer)
  private(set) var requestedIDs: [Customer.ID] = []

  @MainActor
  func execute(id: Customer.ID) async throws -> Customer {
    requestedIDs.append(id)
    return try result.get()
  }
}
