import HeadlessUIKit

/// What the customer detail presenter gives its view controller to show.
@MainActor
protocol CustomerDetailDisplayLogic: AnyObject {
  func displayFetchCustomer(viewModel: CustomerDetail.FetchCustomer.ViewModel)
}

/// The customer detail screen: asks the interactor for the customer, shows what the presenter gives it, and
/// hands its buttons to the router.
final class CustomerDetailViewController: ViewController, CustomerDetailDisplayLogic {
  var interactor: CustomerDetailBusinessLogic?
  var router: (CustomerDetailRoutingLogic & CustomerDetailDataPassing)?
  let customerView = CustomerDetailView()

  override func loadView() {
    view = customerView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    customerView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.fetchCustomer() }, for: .touchUpInside)
    customerView.contactButton.addAction(Action { [weak self] _ in self?.router?.routeToCall() }, for: .touchUpInside)
    customerView.locationButton.addAction(Action { [weak self] _ in self?.router?.routeToMap() }, for: .touchUpInside)
    fetchCustomer()
  }

  // MARK: Requests

  private func fetchCustomer() {
    interactor?.fetchCustomer(request: CustomerDetail.FetchCustomer.Request())
  }

  // MARK: CustomerDetailDisplayLogic

  func displayFetchCustomer(viewModel: CustomerDetail.FetchCustomer.ViewModel) {
    switch viewModel {
    case .loading:
      customerView.loadingStateView.showLoading()
      customerView.detailsView.isHidden = true
    case .customer(let customer):
      title = customer.title
      customerView.nameLabel.text = customer.name
      customerView.addressLabel.text = customer.address
      customerView.contactButton.setTitle(customer.contactTitle, for: .normal)
      customerView.loadingStateView.hide()
      customerView.detailsView.isHidden = false
    case .error(let message):
      customerView.loadingStateView.showError(message)
      customerView.detailsView.isHidden = true
    }
  }
}
