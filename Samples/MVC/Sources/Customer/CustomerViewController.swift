import Foundation
import HeadlessUIKit
import ServiceKit

/// Shows one customer, loaded fresh, with ways to call them and find them.
final class CustomerViewController: ViewController {
  let customerView = CustomerView()
  private(set) var loadTask: Task<Void, Never>?
  private(set) var customer: Customer?
  private let customerID: Customer.ID
  private let backend: any Backend

  init(customerID: Customer.ID, backend: any Backend) {
    self.customerID = customerID
    self.backend = backend
    super.init()
  }

  override func loadView() {
    view = customerView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    customerView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.loadCustomer() }, for: .touchUpInside)
    customerView.contactButton.addAction(Action { [weak self] _ in self?.callContact() }, for: .touchUpInside)
    customerView.locationButton.addAction(Action { [weak self] _ in self?.showOnMap() }, for: .touchUpInside)
    loadCustomer()
  }

  private func loadCustomer() {
    customerView.loadingStateView.showLoading()
    loadTask = Task {
      do {
        show(try await backend.customer(id: customerID))
        customerView.loadingStateView.hide()
      } catch {
        customerView.loadingStateView.showError("Could not load the customer.")
      }
    }
  }

  private func show(_ customer: Customer) {
    self.customer = customer
    title = customer.name
    customerView.nameLabel.text = customer.name
    customerView.addressLabel.text = customer.address
    customerView.contactButton.setTitle("Contact: \(customer.contact.name)", for: .normal)
    customerView.detailsView.isHidden = false
  }

  private func callContact() {
    guard let url = customer.flatMap({ URL.call($0.contact) }) else { return }
    open(url)
  }

  private func showOnMap() {
    guard let url = customer.flatMap({ URL.map(of: $0.location, named: $0.name) }) else { return }
    open(url)
  }
}
