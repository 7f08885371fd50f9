import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct CustomerDetailRouterTests {
  final class DataStoreStub: CustomerDetailDataStore {
    var customerID: Customer.ID?
    var customer = Fixture.standard.customers.first
  }

  let application = Application()
  let router = CustomerDetailRouter()
  let dataStore = DataStoreStub()

  init() {
    let controller = CustomerDetailViewController()
    host(controller, in: application)
    router.viewController = controller
    router.dataStore = dataStore
  }

  @Test func callOpensATelURLForTheCustomersContact() throws {
    router.routeToCall()

    let customer = try #require(dataStore.customer)
    #expect(application.intents == [.call(phone: customer.contact.phone)])
  }

  @Test func mapOpensMapsWithTheCustomersName() throws {
    router.routeToMap()

    let customer = try #require(dataStore.customer)
    #expect(
      application.intents == [
        .openMaps(latitude: customer.location.latitude, longitude: customer.location.longitude, label: customer.name)
      ])
  }
}
