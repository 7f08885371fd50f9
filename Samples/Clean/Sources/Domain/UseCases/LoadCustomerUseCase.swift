/// Loads one customer.
public protocol LoadCustomerUseCase: Sendable {
  nonisolated(nonsending) func execute(id: Customer.ID) async throws -> Customer
}

/// Loads the customer from the customer repository.
public struct DefaultLoadCustomerUseCase: LoadCustomerUseCase {
  private let repository: any CustomerRepository

  public init(repository: any CustomerRepository) {
    self.repository = repository
  }

  public func execute(id: Customer.ID) async throws -> Customer {
    try await repository.customer(id: id)
  }
}
