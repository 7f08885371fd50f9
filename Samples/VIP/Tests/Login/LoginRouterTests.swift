import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct LoginRouterTests {
  final class DataStoreStub: LoginDataStore {
    var user: User?
  }

  @Test func routeToMainShowsTheTabsAndPassesTheUserToAccount() async throws {
    let backend = try await loggedInBackend()
    let application = Application()
    let window = Window(application: application)
    window.makeKeyAndVisible()
    let router = LoginRouter(
      window: window, backend: backend, sessionStore: SessionDeviceStore(storage: DeviceStorage()))
    let dataStore = DataStoreStub()
    dataStore.user = backend.currentUser
    router.dataStore = dataStore

    router.routeToMain()

    let tabBarController = try #require(window.rootViewController as? TabBarController)
    let tabs = tabBarController.viewControllers.compactMap { $0 as? NavigationController }
    #expect(tabs.map { $0.tabBarItem?.title } == ["Tasks", "Account"])
    #expect(tabBarController.selectedIndex == 0)
    #expect(tabs.first?.topViewController is TasksViewController)
    let account = try #require(tabs.last?.topViewController as? AccountViewController)
    #expect(account.router?.dataStore?.user?.username == "jnovak")
  }
}
