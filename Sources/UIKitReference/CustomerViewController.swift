import Foundation
import HeadlessUIKit
import ReferenceIntents
import ServiceKit

/// Shows one customer, loaded fresh, with ways to call them and find them.
final class CustomerViewController: ViewController {
  private let customerID: Customer.ID
  private let backend: any Backend
  private var customer: Customer?
  private let loadingStateView = LoadingStateView()
  /// Hidden until the customer has loaded.
  private let detailsView = StackView()
  private let nameLabel = Label()
  private let addressLabel = Label()
  private let contactButton = Button()
  private let locationButton = Button(title: "Show on map")

  init(customerID: Customer.ID, backend: any Backend) {
    self.customerID = customerID
    self.backend = backend
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    contactButton.accessibilityIdentifier = "contact"
    locationButton.accessibilityIdentifier = "location"
    loadingStateView.retryButton.addAction(Action { [weak self] _ in self?.loadCustomer() }, for: .touchUpInside)
    contactButton.addAction(Action { [weak self] _ in self?.callContact() }, for: .touchUpInside)
    locationButton.addAction(Action { [weak self] _ in self?.showOnMap() }, for: .touchUpInside)
    detailsView.isHidden = true
    for subview in [nameLabel, addressLabel, contactButton, locationButton] {
      detailsView.addArrangedSubview(subview)
    }
    view.addSubview(loadingStateView)
    view.addSubview(detailsView)
    loadCustomer()
  }

  private func loadCustomer() {
    loadingStateView.showLoading()
    Task {
      do {
        show(try await backend.customer(id: customerID))
        loadingStateView.hide()
      } catch {
        loadingStateView.showError("Could not load the customer.")
      }
    }
  }

  private func show(_ customer: Customer) {
    self.customer = customer
    title = customer.name
    nameLabel.text = customer.name
    addressLabel.text = customer.address
    contactButton.setTitle("Contact: \(customer.contact.name)", for: .normal)
    detailsView.isHidden = false
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
