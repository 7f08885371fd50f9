/// What the customer detail interactor hands its presenter.
@MainActor
protocol CustomerDetailPresentationLogic {
  func presentFetchCustomer(response: CustomerDetail.FetchCustomer.Response)
}

/// Formats the customer for display.
@MainActor
final class CustomerDetailPresenter: CustomerDetailPresentationLogic {
  weak var viewController: CustomerDetailDisplayLogic?

  func presentFetchCustomer(response: CustomerDetail.FetchCustomer.Response) {
    let viewModel: CustomerDetail.FetchCustomer.ViewModel =
      switch response {
      case .loading:
        .loading
      case .customer(let customer):
        .customer(
          CustomerDetail.FetchCustomer.ViewModel.DisplayedCustomer(
            title: customer.name, name: customer.name, address: customer.address,
            contactTitle: "Contact: \(customer.contact.name)"))
      case .failure:
        .error("Could not load the customer.")
      }
    viewController?.displayFetchCustomer(viewModel: viewModel)
  }
}
