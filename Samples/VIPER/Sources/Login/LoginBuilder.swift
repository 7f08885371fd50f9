import HeadlessUIKit
import ServiceKit

/// Assembles the login module: view, presenter, interactor and router, wired to each other.
@MainActor
enum LoginBuilder {
  static func build(window: Window, backend: any Backend, sessionStore: SessionStore) -> ViewController {
    let view = LoginViewController()
    let interactor = LoginInteractor(backend: backend, sessionStore: sessionStore)
    let router = LoginRouter(window: window, backend: backend, sessionStore: sessionStore)
    let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
    view.presenter = presenter
    interactor.output = presenter
    return view
  }
}
