/// Where customers come from.
public protocol CustomerRepository: Sendable {
  func customer(id: Customer.ID) async throws -> Customer
}
