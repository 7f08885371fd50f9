import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct AccountRouterTests {
  @Test func showLoginReplacesTheWindowRootWithAFreshLoginModule() async throws {
    let backend = try await loggedInBackend()
    let application = Application()
    let window = Window(application: application)
    window.makeKeyAndVisible()
    let tabBarController = TabBarController()
    window.rootViewController = tabBarController
    let router = AccountRouter(window: window, backend: backend, sessionStore: freshSessionStore())

    router.showLogin()

    let login = try #require(window.rootViewController as? LoginViewController)
    #expect(login.loginView.usernameField.text ?? "" == "")
    #expect(login.loginView.passwordField.text ?? "" == "")
  }
}
