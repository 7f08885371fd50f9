import ServiceKit
import Testing

@testable import VIP

@MainActor
struct CustomerDetailPresenterTests {
  final class DisplaySpy: CustomerDetailDisplayLogic {
    var viewModels: [CustomerDetail.FetchCustomer.ViewModel] = []

    func displayFetchCustomer(viewModel: CustomerDetail.FetchCustomer.ViewModel) {
      viewModels.append(viewModel)
    }
  }

  let display = DisplaySpy()
  let presenter = CustomerDetailPresenter()

  init() {
    presenter.viewController = display
  }

  @Test func theCustomerIsFormattedWithTheContactButtonTitle() throws {
    let customer = try #require(Fixture.standard.customers.first { $0.id == 1 })

    presenter.presentFetchCustomer(response: .customer(customer))

    #expect(
      display.viewModels == [
        .customer(
          .init(
            title: customer.name, name: customer.name, address: "Řípská 12, Praha 3",
            contactTitle: "Contact: \(customer.contact.name)"))
      ])
  }

  @Test func loadingAndFailureArePassedOn() {
    presenter.presentFetchCustomer(response: .loading)
    presenter.presentFetchCustomer(response: .failure)

    #expect(display.viewModels == [.loading, .error("Could not load the customer.")])
  }
}
