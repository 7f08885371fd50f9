import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct TasksRouterTests {
  final class DataStoreStub: TasksDataStore {
    var events = Array(Fixture.standard.events.prefix(3))
    var updatedEvent: ServiceEvent?
    var reportBeingSent: StatusReport?
  }

  @Test func routeToEventDetailPushesItWithTheEventOfTheRow() async throws {
    let application = Application()
    let controller = TasksViewController()
    let navigationController = host(controller, in: application)
    let router = TasksRouter(backend: try await loggedInBackend())
    let dataStore = DataStoreStub()
    router.viewController = controller
    router.dataStore = dataStore

    router.routeToEventDetail(row: 2)

    let detail = try #require(navigationController.topViewController as? EventDetailViewController)
    #expect(navigationController.viewControllers.count == 2)
    #expect(detail.router?.dataStore?.eventID == dataStore.events[2].id)
  }
}
