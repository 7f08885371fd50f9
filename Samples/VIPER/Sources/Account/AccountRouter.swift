import HeadlessUIKit
import ServiceKit

/// Replaces the logged-in app with a fresh login module, so that no state of the session survives.
@MainActor
final class AccountRouter: AccountRouterInterface {
  /// The application owns the window; the router only swaps its root.
  private weak var window: Window?
  private let backend: any Backend
  private let sessionStore: SessionStore

  init(window: Window, backend: any Backend, sessionStore: SessionStore) {
    self.window = window
    self.backend = backend
    self.sessionStore = sessionStore
  }

  func showLogin() {
    guard let window else { return }
    window.rootViewController = LoginBuilder.build(window: window, backend: backend, sessionStore: sessionStore)
  }
}
