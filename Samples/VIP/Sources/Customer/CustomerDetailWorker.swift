import ServiceKit

/// Does the customer detail scene's backend work.
@MainActor
final class CustomerDetailWorker {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func fetchCustomer(id: Customer.ID) async throws -> Customer {
    try await backend.customer(id: id)
  }
}
