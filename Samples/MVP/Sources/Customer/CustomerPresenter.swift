import Foundation
import ServiceKit

/// Loads one customer, formats it for the customer screen, and builds the URLs to call and find them.
@MainActor
final class CustomerPresenter {
  weak var view: CustomerView?
  private(set) var loadTask: Task<Void, Never>?
  private let customerID: Customer.ID
  private let backend: any Backend
  private var customer: Customer?

  init(customerID: Customer.ID, backend: any Backend) {
    self.customerID = customerID
    self.backend = backend
  }

  func viewDidLoad() {
    loadCustomer()
  }

  func didTapRetry() {
    loadCustomer()
  }

  func didTapContact() {
    guard let url = customer.flatMap({ URL.phoneCall(to: $0.contact) }) else { return }
    view?.open(url)
  }

  func didTapLocation() {
    guard let url = customer.flatMap({ URL.map(of: $0.location, named: $0.name) }) else { return }
    view?.open(url)
  }

  private func loadCustomer() {
    view?.showLoading()
    loadTask = Task {
      do {
        let customer = try await backend.customer(id: customerID)
        self.customer = customer
        view?.show(
          CustomerViewData(
            title: customer.name, name: customer.name, address: customer.address,
            contact: "Contact: \(customer.contact.name)"))
      } catch {
        view?.showLoadingError("Could not load the customer.")
      }
    }
  }
}
