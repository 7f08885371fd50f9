import CleanDomain

/// A customer repository that answers as a test sets it up.
@MainActor
final class FakeCustomerRepository: CustomerRepository {
  var result: Result<Customer, DomainError> = .success(TestData.customer)
  private(set) var requestedIDs: [Customer.ID] = []

  func customer(id: Customer.ID) async throws -> Customer {
    requestedIDs.append(id)
    return try result.get()
  }
}
