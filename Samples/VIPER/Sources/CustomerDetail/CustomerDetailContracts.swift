/// What the customer detail presenter tells its view to show.
@MainActor
protocol CustomerDetailViewInterface: AnyObject {
  func showLoading()
  func showError(_ message: String)
  func showCustomer(_ viewModel: CustomerDetailViewModel)
}

/// What the customer detail view tells its presenter the user did.
@MainActor
protocol CustomerDetailPresenterInterface: AnyObject {
  func viewDidLoad()
  func didTapRetry()
  func didTapContact()
  func didTapLocation()
}

/// The customer detail use case: load the customer.
@MainActor
protocol CustomerDetailInteractorInput: AnyObject {
  func loadCustomer()
}

/// How loading the customer ended.
@MainActor
protocol CustomerDetailInteractorOutput: AnyObject {
  func didLoadCustomer(_ customer: CustomerDetailData)
  func didFailToLoadCustomer()
}

/// Where the customer detail module navigates: the phone and maps.
@MainActor
protocol CustomerDetailRouterInterface: AnyObject {
  func callPhone(_ phone: String)
  func showMap(latitude: Double, longitude: Double, name: String)
}
