import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The app's entry point. It plays the scene delegate: it sets the window's root and swaps it on login and logout.
public enum MVCApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let window = Window(application: application)
    showLogin(in: window, backend: backend)
    window.makeKeyAndVisible()
  }

  /// A fresh login screen as the root, so that nothing of a previous session survives.
  @MainActor
  static func showLogin(in window: Window, backend: any Backend) {
    let login = LoginViewController(backend: backend)
    login.onLogIn = { [unowned window] session in
      showMain(in: window, session: session, backend: backend)
    }
    window.rootViewController = login
  }

  /// The tab bar of the logged-in app, with a navigation stack per tab.
  @MainActor
  static func showMain(in window: Window, session: Session, backend: any Backend) {
    let tasks = NavigationController(
      rootViewController: TasksViewController(eventStore: session.eventStore, backend: backend))
    tasks.tabBarItem = TabBarItem(title: "Tasks")
    let accountController = AccountViewController(session: session)
    accountController.onLogOut = { [unowned window] in
      showLogin(in: window, backend: backend)
    }
    let account = NavigationController(rootViewController: accountController)
    account.tabBarItem = TabBarItem(title: "Account")
    let tabBarController = TabBarController()
    tabBarController.viewControllers = [tasks, account]
    window.rootViewController = tabBarController
  }
}
