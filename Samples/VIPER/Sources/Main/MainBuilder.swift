import HeadlessUIKit
import ServiceKit

/// Assembles the logged-in app: a tab bar whose router fills it with the Tasks and Account modules.
@MainActor
enum MainBuilder {
  static func build(
    user: LoggedInUser, window: Window, backend: any Backend, sessionStore: SessionStore
  )
    -> ViewController
  {
    let tabBarController = TabBarController()
    let router = MainRouter(
      tabBarController: tabBarController, window: window, backend: backend, sessionStore: sessionStore)
    router.showTabs(for: user)
    return tabBarController
  }
}
