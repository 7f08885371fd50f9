import CleanDomain
import Observation

/// The customer detail's state: loads the customer and formats it.
@MainActor
@Observable
public final class CustomerViewModel {
  private(set) var state: LoadingState<CustomerItem> = .loading
  private let customerID: Customer.ID
  private let loadCustomerUseCase: any LoadCustomerUseCase

  public init(customerID: Customer.ID, loadCustomerUseCase: any LoadCustomerUseCase) {
    self.customerID = customerID
    self.loadCustomerUseCase = loadCustomerUseCase
  }

  func load() async {
    state = .loading
    do {
      let customer = try await loadCustomerUseCase.execute(id: customerID)
      state = .loaded(
        CustomerItem(
          name: customer.name, address: customer.address, contactTitle: "Contact: \(customer.contact.name)",
          callURL: .call(customer.contact), mapURL: .map(of: customer.location, named: customer.name)))
    } catch {
      state = .failed("Could not load the customer.")
    }
  }
}
