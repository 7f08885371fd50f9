import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct CustomerDetailInteractorTests {
  final class OutputSpy: CustomerDetailInteractorOutput {
    var customers: [CustomerDetailData] = []
    var failureCount = 0

    func didLoadCustomer(_ customer: CustomerDetailData) {
      customers.append(customer)
    }

    func didFailToLoadCustomer() {
      failureCount += 1
    }
  }

  let output = OutputSpy()

  private func load(customerID: Int, backend: FixtureBackend) async {
    let interactor = CustomerDetailInteractor(customerID: customerID, backend: backend)
    interactor.output = output
    interactor.loadCustomer()
    await yield { output.customers.count + output.failureCount > 0 }
  }

  @Test func loadsTheCustomerAsPlainData() async throws {
    let backend = try await loggedInBackend()

    await load(customerID: 1, backend: backend)

    #expect(
      output.customers == [
        CustomerDetailData(
          name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3", contactName: "Marie Šťastná",
          contactPhone: "+420602111222", latitude: 50.0775, longitude: 14.451)
      ])
    #expect(backend.calls.last == .customer)
  }

  @Test func aFailedLoadIsReported() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.customer)

    await load(customerID: 1, backend: backend)

    #expect(output.failureCount == 1)
  }
}
