import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct EventDetailRouterTests {
  final class DataStoreStub: EventDetailDataStore {
    var eventID: ServiceEvent.ID?
    var event = Fixture.standard.events.first { $0.id == 1 }
    var reportBeingSent: StatusReport?
  }

  let application = Application()
  let controller = EventDetailViewController()
  let navigationController: NavigationController
  let dataStore = DataStoreStub()
  let router: EventDetailRouter

  init() async throws {
    navigationController = host(controller, in: application)
    router = EventDetailRouter(backend: try await loggedInBackend())
    router.viewController = controller
    router.dataStore = dataStore
  }

  @Test func callOpensATelURLForTheContact() throws {
    router.routeToCall()

    let event = try #require(dataStore.event)
    #expect(application.intents == [.call(phone: event.contact.phone)])
  }

  @Test func mapOpensMapsWithTheEventsName() throws {
    router.routeToMap()

    let event = try #require(dataStore.event)
    #expect(
      application.intents == [
        .openMaps(latitude: event.location.latitude, longitude: event.location.longitude, label: "Výměna kotle")
      ])
  }

  @Test func customerIsPushedWithTheEventsCustomer() throws {
    router.routeToCustomer()

    let customer = try #require(navigationController.topViewController as? CustomerDetailViewController)
    #expect(navigationController.viewControllers.count == 2)
    #expect(customer.router?.dataStore?.customerID == dataStore.event?.customerID)
  }

  @Test func theReportIsPresentedInItsOwnNavigationStackWithTheEvent() throws {
    router.routeToReport()

    let sheet = try #require(navigationController.presentedViewController as? NavigationController)
    let report = try #require(sheet.topViewController as? ReportViewController)
    #expect(report.router?.dataStore?.eventID == 1)
    #expect(navigationController.viewControllers.count == 1)
  }

  @Test func backToTheListPopsTheDetail() {
    let list = ViewController()
    navigationController.setViewControllers([list, controller], animated: false)

    router.routeToTasks()

    #expect(navigationController.viewControllers.count == 1)
    #expect(navigationController.topViewController === list)
  }
}
