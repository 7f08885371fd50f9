import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The app's entry point. It plays the scene delegate: it sets the window's root and swaps it on login and logout.
public enum MVCApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let window = Window(application: application)
    if storage.sessionToken == nil {
      showLogin(in: window, backend: backend, storage: storage)
    } else {
      resumeSession(in: window, backend: backend, storage: storage)
    }
    window.makeKeyAndVisible()
  }

  /// A spinner as the root until the kept session is resumed, then the tab bar, or the login screen saying why not.
  @MainActor
  static func resumeSession(in window: Window, backend: any Backend, storage: DeviceStorage) {
    let launch = LaunchViewController(backend: backend, storage: storage)
    launch.onResume = { [unowned window] session in
      showMain(in: window, session: session, backend: backend, storage: storage)
    }
    launch.onFailure = { [unowned window] message in
      showLogin(in: window, backend: backend, storage: storage, message: message)
    }
    window.rootViewController = launch
  }

  /// A fresh login screen as the root, so that nothing of a previous session survives.
  @MainActor
  static func showLogin(in window: Window, backend: any Backend, storage: DeviceStorage, message: String? = nil) {
    let login = LoginViewController(backend: backend, storage: storage, message: message)
    login.onLogIn = { [unowned window] session in
      showMain(in: window, session: session, backend: backend, storage: storage)
    }
    window.rootViewController = login
  }

  /// The tab bar of the logged-in app, with a navigation stack per tab.
  @MainActor
  static func showMain(in window: Window, session: Session, backend: any Backend, storage: DeviceStorage) {
    let tasks = NavigationController(
      rootViewController: TasksViewController(eventStore: session.eventStore, backend: backend))
    tasks.tabBarItem = TabBarItem(title: "Tasks")
    let accountController = AccountViewController(session: session)
    accountController.onLogOut = { [unowned window] in
      showLogin(in: window, backend: backend, storage: storage)
    }
    let account = NavigationController(rootViewController: accountController)
    account.tabBarItem = TabBarItem(title: "Account")
    let tabBarController = TabBarController()
    tabBarController.viewControllers = [tasks, account]
    window.rootViewController = tabBarController
  }
}
