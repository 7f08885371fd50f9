import CombineExtras
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

  init(customerID: Customer.ID, backend: any Backend) {
    // Each request shows the spinner until its answer; a newer request's answer replaces an older one's.
    loadRequested
      .map {
        Future { try await backend.customer(id: customerID) }
          .map { LoadState.loaded(CustomerDetails($0)) }
          .replaceError(with: .failed(message: "Could not load the customer."))
          .prepend(.loading)
      }
      .switchToLatest()
      .assign(to: &$state)
  }
}
