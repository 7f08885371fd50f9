import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct LoginRouterTests {
  @Test func showMainReplacesTheWindowRootWithTheTabBar() async throws {
    let backend = try await loggedInBackend()
    let application = Application()
    let window = Window(application: application)
    window.makeKeyAndVisible()
    window.rootViewController = LoginBuilder.build(window: window, backend: backend, sessionStore: freshSessionStore())
    let router = LoginRouter(window: window, backend: backend, sessionStore: freshSessionStore())

    router.showMain(for: LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák"))

    let tabBarController = try #require(window.rootViewController as? TabBarController)
    #expect(tabBarController.viewControllers.count == 2)
    #expect(tabBarController.selectedIndex == 0)
  }
}
