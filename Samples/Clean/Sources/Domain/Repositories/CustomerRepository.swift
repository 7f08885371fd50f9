/// Where customers come from.
@MainActor
public protocol CustomerRepository {
  func customer(id: Customer.ID) async throws -> Customer
}
