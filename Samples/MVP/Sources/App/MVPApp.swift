import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The app's entry point. It plays the scene delegate: it sets the window's root and swaps it on login and logout.
public enum MVPApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let window = Window(application: application)
    let factory = ScreenFactory(backend: backend, storage: storage)
    if storage.sessionToken == nil {
      showLogin(in: window, factory: factory)
    } else {
      resumeSession(in: window, factory: factory)
    }
    window.makeKeyAndVisible()
  }

  /// A spinner as the root until the kept session is resumed, then the tab bar, or the login screen saying why not.
  @MainActor
  static func resumeSession(in window: Window, factory: ScreenFactory) {
    window.rootViewController = factory.makeLaunch { [unowned window] user in
      showMain(in: window, user: user, factory: factory)
    } onLogInNeeded: { [unowned window] message in
      showLogin(in: window, factory: factory, message: message)
    }
  }

  /// A fresh login screen as the root; the previous root, and every presenter under it, is released.
  @MainActor
  static func showLogin(in window: Window, factory: ScreenFactory, message: String? = nil) {
    window.rootViewController = factory.makeLogin(message: message) { [unowned window] user in
      showMain(in: window, user: user, factory: factory)
    }
  }

  /// The tab bar of the logged-in app, with a navigation stack per tab.
  @MainActor
  static func showMain(in window: Window, user: User, factory: ScreenFactory) {
    let tasks = NavigationController(rootViewController: factory.makeTasks())
    tasks.tabBarItem = TabBarItem(title: "Tasks")
    let accountController = factory.makeAccount(user: user)
    accountController.onLogOut = { [unowned window] in
      showLogin(in: window, factory: factory)
    }
    let account = NavigationController(rootViewController: accountController)
    account.tabBarItem = TabBarItem(title: "Account")
    let tabBarController = TabBarController()
    tabBarController.viewControllers = [tasks, account]
    window.rootViewController = tabBarController
  }
}
