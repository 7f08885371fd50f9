import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct MainRouterTests {
  @Test func showTabsPutsTasksThenAccountEachInANavigationStack() async throws {
    let application = Application()
    let window = Window(application: application)
    let tabBarController = TabBarController()
    let router = MainRouter(
      tabBarController: tabBarController, window: window, backend: try await loggedInBackend(),
      sessionStore: freshSessionStore())

    router.showTabs(for: LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák"))

    let tabs = tabBarController.viewControllers.compactMap { $0 as? NavigationController }
    #expect(tabs.map { $0.tabBarItem?.title } == ["Tasks", "Account"])
    #expect(tabs.first?.topViewController is EventListViewController)
    #expect(tabs.last?.topViewController is AccountViewController)
    #expect(tabBarController.selectedIndex == 0)
  }
}
