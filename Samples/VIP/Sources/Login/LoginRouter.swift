import HeadlessUIKit
import ServiceKit

/// Where the login scene goes.
@MainActor
protocol LoginRoutingLogic {
  func routeToMain()
}

/// The login scene's data, for the router that passes it on.
@MainActor
protocol LoginDataPassing {
  var dataStore: LoginDataStore? { get }
}

/// Replaces the login screen with the tab bar of Tasks and Account, and passes the user on to Account.
@MainActor
final class LoginRouter: LoginRoutingLogic, LoginDataPassing {
  var dataStore: LoginDataStore?
  /// The application owns the window; the router only swaps its root.
  private weak var window: Window?
  private let backend: any Backend
  private let sessionStore: any SessionStoreProtocol

  init(window: Window, backend: any Backend, sessionStore: any SessionStoreProtocol) {
    self.window = window
    self.backend = backend
    self.sessionStore = sessionStore
  }

  // MARK: Routing

  func routeToMain() {
    guard let window, let dataStore else { return }
    let tasks = TasksConfigurator.makeScene(backend: backend)
    let account = AccountConfigurator.makeScene(window: window, backend: backend, sessionStore: sessionStore)
    guard var accountDataStore = account.router?.dataStore else { return }
    passDataToAccount(source: dataStore, destination: &accountDataStore)
    navigateToMain(tasks: tasks, account: account, in: window)
  }

  // MARK: Navigation

  /// Each tab has a navigation stack of its own; Tasks is selected first.
  private func navigateToMain(tasks: TasksViewController, account: AccountViewController, in window: Window) {
    let tasksTab = NavigationController(rootViewController: tasks)
    tasksTab.tabBarItem = TabBarItem(title: "Tasks")
    let accountTab = NavigationController(rootViewController: account)
    accountTab.tabBarItem = TabBarItem(title: "Account")
    let tabBarController = TabBarController()
    tabBarController.viewControllers = [tasksTab, accountTab]
    window.rootViewController = tabBarController
  }

  // MARK: Passing data

  private func passDataToAccount(source: LoginDataStore, destination: inout AccountDataStore) {
    destination.user = source.user
  }
}
