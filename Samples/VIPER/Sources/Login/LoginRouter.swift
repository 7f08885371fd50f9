import HeadlessUIKit
import ServiceKit

/// Replaces the login screen with the logged-in app once the user is known.
@MainActor
final class LoginRouter: LoginRouterInterface {
  /// The application owns the window; the router only swaps its root.
  private weak var window: Window?
  private let backend: any Backend
  private let sessionStore: SessionStore

  init(window: Window, backend: any Backend, sessionStore: SessionStore) {
    self.window = window
    self.backend = backend
    self.sessionStore = sessionStore
  }

  func showMain(for user: LoggedInUser) {
    guard let window else { return }
    window.rootViewController = MainBuilder.build(
      user: user, window: window, backend: backend, sessionStore: sessionStore)
  }
}
