import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct EventDetailRouterTests {
  final class ReportOutputSpy: ReportModuleOutput {
    func reportModuleWillSendReport(completingEvent: Bool) {}
    func reportModuleDidSendReport() {}
    func reportModuleDidFailToSendReport() {}
  }

  let application = Application()
  let detailController = ViewController()
  let navigationController: NavigationController
  let router: EventDetailRouter

  init() async throws {
    navigationController = host(detailController, in: application)
    router = EventDetailRouter(backend: try await loggedInBackend())
    router.viewController = detailController
  }

  @Test func callPhoneOpensATelURL() {
    router.callPhone("+420602111222")

    #expect(application.intents == [.call(phone: "+420602111222")])
  }

  @Test func showMapOpensMapsWithTheName() {
    router.showMap(latitude: 50.0775, longitude: 14.451, name: "Výměna kotle")

    #expect(application.intents == [.openMaps(latitude: 50.0775, longitude: 14.451, label: "Výměna kotle")])
  }

  @Test func showCustomerPushesTheCustomerModule() {
    router.showCustomer(customerID: 1)

    #expect(navigationController.viewControllers.count == 2)
    #expect(navigationController.topViewController is CustomerDetailViewController)
  }

  @Test func showReportPresentsTheReportModuleInItsOwnNavigationStack() throws {
    router.showReport(eventID: 1, output: ReportOutputSpy())

    let presented = try #require(navigationController.presentedViewController as? NavigationController)
    #expect(presented.topViewController is ReportViewController)
    #expect(navigationController.viewControllers.count == 1)
  }

  @Test func closeDetailPopsBackToTheList() {
    navigationController.pushViewController(ViewController(), animated: false)
    router.viewController = navigationController.topViewController

    router.closeDetail()

    #expect(navigationController.viewControllers.count == 1)
    #expect(navigationController.topViewController === detailController)
  }
}
