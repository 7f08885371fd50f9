import HeadlessUIKit
import ServiceKit

/// Creates the modules the tab bar shows, each in a navigation stack of its own, Tasks first.
@MainActor
final class MainRouter {
  private weak var tabBarController: TabBarController?
  /// Passed on to the Account module, which replaces the window's root on logout.
  private weak var window: Window?
  private let backend: any Backend
  /// Passed on to the Account module, which forgets the session on logout.
  private let sessionStore: SessionStore

  init(tabBarController: TabBarController, window: Window, backend: any Backend, sessionStore: SessionStore) {
    self.tabBarController = tabBarController
    self.window = window
    self.backend = backend
    self.sessionStore = sessionStore
  }

  func showTabs(for user: LoggedInUser) {
    guard let tabBarController, let window else { return }
    let tasks = NavigationController(rootViewController: EventListBuilder.build(backend: backend))
    tasks.tabBarItem = TabBarItem(title: "Tasks")
    let account = NavigationController(
      rootViewController: AccountBuilder.build(user: user, window: window, backend: backend, sessionStore: sessionStore)
    )
    account.tabBarItem = TabBarItem(title: "Account")
    tabBarController.viewControllers = [tasks, account]
  }
}
