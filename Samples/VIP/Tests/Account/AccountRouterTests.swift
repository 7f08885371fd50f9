import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct AccountRouterTests {
  @Test func routeToLoginReplacesTheWindowRootWithAFreshLoginScene() async throws {
    let application = Application()
    let window = Window(application: application)
    window.makeKeyAndVisible()
    window.rootViewController = TabBarController()
    let router = AccountRouter(
      window: window, backend: try await loggedInBackend(),
      sessionStore: SessionDeviceStore(storage: DeviceStorage()))

    router.routeToLogin()

    let login = try #require(window.rootViewController as? LoginViewController)
    #expect(login.loginView.usernameField.text ?? "" == "")
    #expect(login.loginView.passwordField.text ?? "" == "")
    #expect(login.router?.dataStore?.user == nil)
  }
}
