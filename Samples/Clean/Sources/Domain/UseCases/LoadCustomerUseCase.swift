/// Loads one customer.
@MainActor
public struct LoadCustomerUseCase {
  private let repository: any CustomerRepository

  public init(repository: any CustomerRepository) {
    self.repository = repository
  }

  public func execute(id: Customer.ID) async throws -> Customer {
    try await repository.customer(id: id)
  }
}
