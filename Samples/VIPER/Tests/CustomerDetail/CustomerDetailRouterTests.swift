import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct CustomerDetailRouterTests {
  let application = Application()
  let router = CustomerDetailRouter()

  init() {
    let customerController = ViewController()
    host(customerController, in: application)
    router.viewController = customerController
  }

  @Test func callPhoneOpensATelURL() {
    router.callPhone("+420605444555")

    #expect(application.intents == [.call(phone: "+420605444555")])
  }

  @Test func showMapOpensMapsWithTheName() {
    router.showMap(latitude: 50.0775, longitude: 14.451, name: "Pekárna U Šťastných")

    #expect(application.intents == [.openMaps(latitude: 50.0775, longitude: 14.451, label: "Pekárna U Šťastných")])
  }
}
