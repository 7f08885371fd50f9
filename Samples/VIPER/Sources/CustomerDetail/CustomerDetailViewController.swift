import HeadlessUIKit

/// The customer detail screen: forwards its buttons to the presenter and shows the customer it is given.
final class CustomerDetailViewController: ViewController, CustomerDetailViewInterface {
  var presenter: CustomerDetailPresenterInterface!
  let customerView = CustomerDetailView()

  override func loadView() {
    view = customerView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    customerView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapRetry() }, for: .touchUpInside)
    customerView.contactButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapContact() }, for: .touchUpInside)
    customerView.locationButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapLocation() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: CustomerDetailViewInterface

  func showLoading() {
    customerView.loadingStateView.showLoading()
    customerView.detailsView.isHidden = true
  }

  func showError(_ message: String) {
    customerView.loadingStateView.showError(message)
    customerView.detailsView.isHidden = true
  }

  func showCustomer(_ viewModel: CustomerDetailViewModel) {
    title = viewModel.title
    customerView.nameLabel.text = viewModel.name
    customerView.addressLabel.text = viewModel.address
    customerView.contactButton.setTitle(viewModel.contactTitle, for: .normal)
    customerView.loadingStateView.hide()
    customerView.detailsView.isHidden = false
  }
}
