import CleanDomain
import Foundation
import Testing

@testable import CleanPresentation

@MainActor
struct CustomerViewModelTests {
  let loadCustomer = LoadCustomerUseCaseStub()

  func makeViewModel() -> CustomerViewModel {
    CustomerViewModel(customerID: 1, loadCustomerUseCase: loadCustomer)
  }

  @Test func showsTheCustomerFormatted() async {
    let viewModel = makeViewModel()

    await viewModel.load()

    #expect(
      viewModel.state
        == .loaded(
          CustomerItem(
            name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3", contactTitle: "Contact: Marie Šťastná",
            callURL: URL(string: "tel:+420602111222"),
            mapURL: URL(string: "maps://?ll=50.0775,14.451&q=Pek%C3%A1rna%20U%20%C5%A0%C5%A5astn%C3%BDch"))))
    #expect(loadCustomer.requestedIDs == [1])
  }

  @Test func aFailedLoadCanBeRetried() async {
    let viewModel = makeViewModel()
    loadCustomer.result = .failure(.unavailable)

    await viewModel.load()

    #expect(viewModel.state == .failed("Could not load the customer."))

    loadCustomer.result = .success(TestData.customer)
    await viewModel.load()

    guard case .loaded = viewModel.state else {
      Issue.record("not loaded")
      return
    }
  }
}
