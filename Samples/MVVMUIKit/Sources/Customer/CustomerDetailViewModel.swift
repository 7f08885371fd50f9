import OpenCombine
import ServiceKit

/// Loads one customer for its detail.
@MainActor
final class CustomerDetailViewModel {
  // MARK: Inputs

  /// Loads the customer: when the screen loads, and on Retry.
  let loadRequested = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  @Published private(set) var state: LoadState<CustomerDetails> = .loading

  private let customerID: Customer.ID
  private let backend: any Backend
  private var cancellables: Set<AnyCancellable> = []

  init(customerID: Customer.ID, backend: any Backend) {
    self.customerID = customerID
    self.backend = backend
    loadRequested.sink { [weak self] in self?.load() }.store(in: &cancellables)
  }

  private func load() {
    state = .loading
    Task {
      do {
        state = .loaded(CustomerDetails(try await backend.customer(id: customerID)))
      } catch {
        state = .failed(message: "Could not load the customer.")
      }
    }
  }
}
