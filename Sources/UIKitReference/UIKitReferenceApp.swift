import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The field-service app on HeadlessUIKit with no architecture: the UIKit toolkit's reference.
///
/// Plain view controllers hold their own state and call the backend directly; there is no
/// model layer, presenter, view model or coordinator. This type plays the scene delegate: it
/// sets the window's root and swaps it on login and logout, and keeps the session's token in the
/// device's storage from one start to the next.
///
/// ```swift
/// UIKitReferenceApp.launch(in: application, backend: backend)
/// ```
public enum UIKitReferenceApp {
  /// The subject's id in latency results.
  public static let id = "reference-uikit"

  /// Where the device keeps the session's token.
  static let tokenKey = "sessionToken"

  /// Shows the login screen in `application`, or resumes the session the device kept.
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let window = Window(application: application)
    if let token = storage.string(forKey: tokenKey) {
      let launch = LaunchViewController(token: token, backend: backend)
      launch.onResume = { [unowned window] user in
        showMain(in: window, user: user, backend: backend, storage: storage)
      }
      launch.onFailure = { [unowned window] isTokenRejected, message in
        if isTokenRejected {
          storage.removeValue(forKey: tokenKey)
        }
        showLogin(in: window, backend: backend, storage: storage, message: message)
      }
      window.rootViewController = launch
    } else {
      showLogin(in: window, backend: backend, storage: storage)
    }
    window.makeKeyAndVisible()
  }

  /// A fresh login screen as the root, saying `message` if given; the old tab bar and everything it held are released.
  @MainActor
  static func showLogin(in window: Window, backend: any Backend, storage: DeviceStorage, message: String? = nil) {
    let login = LoginViewController(backend: backend, message: message)
    login.onLogIn = { [unowned window] session in
      storage.set(session.token, forKey: tokenKey)
      showMain(in: window, user: session.user, backend: backend, storage: storage)
    }
    window.rootViewController = login
  }

  /// The tab bar of the logged-in app, with a navigation stack per tab.
  @MainActor
  static func showMain(in window: Window, user: User, backend: any Backend, storage: DeviceStorage) {
    let tasks = NavigationController(rootViewController: TasksViewController(backend: backend))
    tasks.tabBarItem = TabBarItem(title: "Tasks")
    let accountController = AccountViewController(user: user, backend: backend)
    accountController.onLogOut = { [unowned window] in
      storage.removeValue(forKey: tokenKey)
      showLogin(in: window, backend: backend, storage: storage)
    }
    let account = NavigationController(rootViewController: accountController)
    account.tabBarItem = TabBarItem(title: "Account")
    let tabBarController = TabBarController()
    tabBarController.viewControllers = [tasks, account]
    window.rootViewController = tabBarController
  }
}
