import HeadlessUIKit
import ServiceKit

/// Where the Account scene goes.
@MainActor
protocol AccountRoutingLogic {
  func routeToLogin()
}

/// The Account scene's data, for the router that passes the user in.
@MainActor
protocol AccountDataPassing {
  var dataStore: AccountDataStore? { get }
}

/// Replaces the logged-in app with a fresh login scene, so that no state of the session survives.
@MainActor
final class AccountRouter: AccountRoutingLogic, AccountDataPassing {
  var dataStore: AccountDataStore?
  /// The application owns the window; the router only swaps its root.
  private weak var window: Window?
  private let backend: any Backend
  private let sessionStore: any SessionStoreProtocol

  init(window: Window, backend: any Backend, sessionStore: any SessionStoreProtocol) {
    self.window = window
    self.backend = backend
    self.sessionStore = sessionStore
  }

  func routeToLogin() {
    guard let window else { return }
    window.rootViewController = LoginConfigurator.makeScene(
      window: window, backend: backend, sessionStore: sessionStore)
  }
}
