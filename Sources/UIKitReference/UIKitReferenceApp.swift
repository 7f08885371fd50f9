import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The field-service app on HeadlessUIKit with no architecture: the UIKit toolkit's reference.
///
/// Plain view controllers hold their own state and call the backend directly; there is no
/// model layer, presenter, view model or coordinator. This type plays the scene delegate: it
/// sets the window's root and swaps it on login and logout.
///
/// ```swift
/// UIKitReferenceApp.launch(in: application, backend: backend)
/// ```
public enum UIKitReferenceApp {
  /// The subject's id in latency results.
  public static let id = "reference-uikit"

  /// Shows the login screen in `application`.
  @MainActor
  public static func launch(in application: Application, backend: any Backend) {
    let window = Window(application: application)
    showLogin(in: window, backend: backend)
    window.makeKeyAndVisible()
  }

  /// A fresh login screen as the root; the old tab bar and everything it held are released.
  @MainActor
  static func showLogin(in window: Window, backend: any Backend) {
    let login = LoginViewController(backend: backend)
    login.onLogIn = { [unowned window] user in
      showMain(in: window, user: user, backend: backend)
    }
    window.rootViewController = login
  }

  /// The tab bar of the logged-in app, with a navigation stack per tab.
  @MainActor
  static func showMain(in window: Window, user: User, backend: any Backend) {
    let tasks = NavigationController(rootViewController: TasksViewController(backend: backend))
    tasks.tabBarItem = TabBarItem(title: "Tasks")
    let accountController = AccountViewController(user: user, backend: backend)
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
