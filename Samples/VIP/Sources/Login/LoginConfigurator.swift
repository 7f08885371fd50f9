import HeadlessUIKit
import ServiceKit

/// Creates the login scene and wires its VIP cycle.
@MainActor
enum LoginConfigurator {
  static func makeScene(
    window: Window, backend: any Backend, sessionStore: any SessionStoreProtocol
  )
    -> LoginViewController
  {
    let viewController = LoginViewController()
    let interactor = LoginInteractor(worker: LoginWorker(backend: backend, sessionStore: sessionStore))
    let presenter = LoginPresenter()
    let router = LoginRouter(window: window, backend: backend, sessionStore: sessionStore)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
