import HeadlessUIKit

/// The customer screen: forwards its buttons to the presenter, and shows and opens what it is told.
final class CustomerViewController: ViewController, CustomerView {
  let rootView = CustomerRootView()
  private let presenter: CustomerPresenter

  init(presenter: CustomerPresenter) {
    self.presenter = presenter
    super.init()
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rootView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapRetry() }, for: .touchUpInside)
    rootView.contactButton.addAction(Action { [weak self] _ in self?.presenter.didTapContact() }, for: .touchUpInside)
    rootView.locationButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapLocation() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: CustomerView

  func showLoading() {
    rootView.loadingStateView.showLoading()
    rootView.detailsView.isHidden = true
  }

  func showLoadingError(_ message: String) {
    rootView.loadingStateView.showError(message)
    rootView.detailsView.isHidden = true
  }

  func show(_ customer: CustomerViewData) {
    title = customer.title
    rootView.nameLabel.text = customer.name
    rootView.addressLabel.text = customer.address
    rootView.contactButton.setTitle(customer.contact, for: .normal)
    rootView.loadingStateView.hide()
    rootView.detailsView.isHidden = false
  }
}
