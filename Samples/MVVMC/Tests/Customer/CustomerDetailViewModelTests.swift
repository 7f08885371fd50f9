import Foundation
import ServiceKit
import Testing

@testable import MVVMC

/// `CustomerDetailViewModel`: the customer's details, loading and failure.
struct CustomerDetailViewModelTests {
  @Test @MainActor func showsTheCustomer() async throws {
    let backend = try await loggedInBackend()
    let customer = CustomerDetailViewModel(customerID: 1, backend: backend)

    await customer.load()

    let details = try #require(customer.state.value)
    #expect(details.name == "Pekárna U Šťastných")
    #expect(details.address == "Řípská 12, Praha 3")
    #expect(details.contactTitle == "Contact: Marie Šťastná")
    #expect(details.callURL == URL(string: "tel:+420602111222"))
    #expect(
      details.mapURL == .maps(showing: Location(latitude: 50.0775, longitude: 14.451), named: "Pekárna U Šťastných"))
    #expect(backend.calls.last == .customer)
  }

  @Test @MainActor func showsTheSpinnerUntilTheCustomerArrives() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.customer)
    let customer = CustomerDetailViewModel(customerID: 4, backend: backend)

    let load = Task { await customer.load() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(customer.state == .loading)

    backend.release(.customer)
    await load.value

    #expect(customer.state.value?.contactTitle == "Contact: Tomáš Horák")
  }

  @Test @MainActor func failureShowsAnErrorAndLoadingAgainRecovers() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.customer)
    let customer = CustomerDetailViewModel(customerID: 1, backend: backend)

    await customer.load()

    #expect(customer.state == .failed(message: "Could not load the customer."))

    await customer.load()

    #expect(customer.state.value?.name == "Pekárna U Šťastných")
  }

  @Test @MainActor func unknownCustomerFails() async throws {
    let customer = CustomerDetailViewModel(customerID: 99, backend: try await loggedInBackend())

    await customer.load()

    #expect(customer.state == .failed(message: "Could not load the customer."))
  }
}
