import HeadlessUIKit
import ServiceKit

/// Creates the login scene and wires its VIP cycle.
@MainActor
enum LoginConfigurator {
  static func makeScene(window: Window, backend: any Backend) -> LoginViewController {
    let viewController = LoginViewController()
    let interactor = LoginInteractor(worker: LoginWorker(backend: backend))
    let presenter = LoginPresenter()
    let router = LoginRouter(window: window, backend: backend)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
