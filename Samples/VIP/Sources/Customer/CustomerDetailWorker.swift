import ServiceKit

/// The backend work the customer detail scene's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol CustomerDetailWorkerLogic {
  func fetchCustomer(id: Customer.ID) async throws -> Customer
}

/// Does the customer detail scene's backend work.
@MainActor
final class CustomerDetailWorker: CustomerDetailWorkerLogic {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func fetchCustomer(id: Customer.ID) async throws -> Customer {
    try await backend.customer(id: id)
  }
}
