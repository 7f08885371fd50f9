import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The app's entry point. It plays the scene delegate: it sets the window's root and swaps it on login and logout.
public enum MVVMUIKitApp {
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
    let viewModel = LaunchViewModel(backend: backend, storage: storage) { [unowned window] user in
      showMain(in: window, user: user, backend: backend, storage: storage)
    } onLogInNeeded: { [unowned window] message in
      showLogin(in: window, backend: backend, storage: storage, message: message)
    }
    window.rootViewController = LaunchViewController(viewModel: viewModel)
  }

  /// A fresh login screen as the root; the previous root, and every view model under it, is released.
  @MainActor
  static func showLogin(in window: Window, backend: any Backend, storage: DeviceStorage, message: String? = nil) {
    let viewModel = LoginViewModel(backend: backend, storage: storage, message: message) { [unowned window] user in
      showMain(in: window, user: user, backend: backend, storage: storage)
    }
    window.rootViewController = LoginViewController(viewModel: viewModel)
  }

  /// The tab bar of the logged-in app, with a navigation stack per tab.
  @MainActor
  static func showMain(in window: Window, user: User, backend: any Backend, storage: DeviceStorage) {
    let tasks = NavigationController(
      rootViewController: EventListViewController(viewModel: EventListViewModel(backend: backend)))
    tasks.tabBarItem = TabBarItem(title: "Tasks")
    let accountViewModel = AccountViewModel(user: user, backend: backend, storage: storage) { [unowned window] in
      showLogin(in: window, backend: backend, storage: storage)
    }
    let account = NavigationController(rootViewController: AccountViewController(viewModel: accountViewModel))
    account.tabBarItem = TabBarItem(title: "Account")
    let tabBarController = TabBarController()
    tabBarController.viewControllers = [tasks, account]
    window.rootViewController = tabBarController
  }
}
