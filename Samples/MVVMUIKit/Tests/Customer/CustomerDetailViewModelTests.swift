import Foundation
import ServiceKit
import Testing

@testable import MVVMUIKit

/// `CustomerDetailViewModel`: the customer's details, loading and failure.
@MainActor
struct CustomerDetailViewModelTests {
  @Test func showsTheSpinnerUntilTheCustomerArrives() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.customer)
    let customer = CustomerDetailViewModel(customerID: 1, backend: backend)
    let states = Recorder(customer.$state)

    customer.loadRequested.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(states.values == [.loading, .loading])

    backend.release(.customer)
    await waitUntil { states.last?.value != nil }

    let details = try #require(states.last?.value)
    #expect(details.name == "Pekárna U Šťastných")
    #expect(details.address == "Řípská 12, Praha 3")
    #expect(details.contactTitle == "Contact: Marie Šťastná")
    #expect(details.callURL == URL(string: "tel:+420602111222"))
    #expect(
      details.mapURL == .maps(showing: Location(latitude: 50.0775, longitude: 14.451), named: "Pekárna U Šťastných"))
    #expect(backend.calls.last == .customer)
  }

  @Test func failureShowsAnErrorAndLoadingAgainRecovers() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.customer)
    let customer = CustomerDetailViewModel(customerID: 4, backend: backend)

    customer.loadRequested.send()
    await waitUntil { customer.state != .loading }

    #expect(customer.state == .failed(message: "Could not load the customer."))

    customer.loadRequested.send()
    await waitUntil { customer.state.value != nil }

    #expect(customer.state.value?.contactTitle == "Contact: Tomáš Horák")
  }

  @Test func unknownCustomerFails() async throws {
    let customer = CustomerDetailViewModel(customerID: 99, backend: try await loggedInBackend())

    customer.loadRequested.send()
    await waitUntil { customer.state != .loading }

    #expect(customer.state == .failed(message: "Could not load the customer."))
  }
}
