import Observation
import ServiceKit

/// Loads one customer for its detail.
@MainActor
@Observable
final class CustomerDetailViewModel {
  private(set) var state: LoadState<CustomerDetails> = .loading

  private let customerID: Customer.ID
  private let backend: any Backend

  init(customerID: Customer.ID, backend: any Backend) {
    self.customerID = customerID
    self.backend = backend
  }

  func load() async {
    state = .loading
    do {
      state = .loaded(CustomerDetails(try await backend.customer(id: customerID)))
    } catch {
      state = .failed(message: "Could not load the customer.")
    }
  }
}
