import HeadlessUIKit
import ServiceKit

/// Assembles the login module: view, presenter, interactor and router, wired to each other.
@MainActor
enum LoginBuilder {
  static func build(window: Window, backend: any Backend) -> ViewController {
    let view = LoginViewController()
    let interactor = LoginInteractor(backend: backend)
    let router = LoginRouter(window: window, backend: backend)
    let presenter = LoginPresenter(view: view, interactor: interactor, router: router)
    view.presenter = presenter
    interactor.output = presenter
    return view
  }
}
