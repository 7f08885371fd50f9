/// Formats the loaded customer for display and turns the screen's buttons into calls and maps.
@MainActor
final class CustomerDetailPresenter: CustomerDetailPresenterInterface, CustomerDetailInteractorOutput {
  private weak var view: CustomerDetailViewInterface?
  private let interactor: CustomerDetailInteractorInput
  private let router: CustomerDetailRouterInterface
  /// The customer as last loaded; the buttons act on it.
  private var customer: CustomerDetailData?

  init(
    view: CustomerDetailViewInterface, interactor: CustomerDetailInteractorInput,
    router: CustomerDetailRouterInterface
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  // MARK: CustomerDetailPresenterInterface

  func viewDidLoad() {
    view?.showLoading()
    interactor.loadCustomer()
  }

  func didTapRetry() {
    view?.showLoading()
    interactor.loadCustomer()
  }

  func didTapContact() {
    guard let customer else { return }
    router.callPhone(customer.contactPhone)
  }

  func didTapLocation() {
    guard let customer else { return }
    router.showMap(latitude: customer.latitude, longitude: customer.longitude, name: customer.name)
  }

  // MARK: CustomerDetailInteractorOutput

  func didLoadCustomer(_ customer: CustomerDetailData) {
    self.customer = customer
    view?.showCustomer(
      CustomerDetailViewModel(
        title: customer.name, name: customer.name, address: customer.address,
        contactTitle: "Contact: \(customer.contactName)"))
  }

  func didFailToLoadCustomer() {
    view?.showError("Could not load the customer.")
  }
}
