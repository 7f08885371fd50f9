import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct EventListRouterTests {
  final class ModuleOutputSpy: EventDetailModuleOutput {
    func eventDetailModuleDidChangeEvent(id: Int) {}
    func eventDetailModuleIsCompletingEvent(id: Int) {}
    func eventDetailModuleDidFailToCompleteEvent(id: Int) {}
  }

  @Test func showEventDetailPushesTheDetailModule() async throws {
    let application = Application()
    let listController = ViewController()
    let navigationController = host(listController, in: application)
    let router = EventListRouter(backend: try await loggedInBackend())
    router.viewController = listController

    router.showEventDetail(eventID: 1, output: ModuleOutputSpy())

    #expect(navigationController.viewControllers.count == 2)
    #expect(navigationController.topViewController is EventDetailViewController)
  }
}
