import HeadlessUIKit
import ServiceKit

/// Creates the Account scene and wires its VIP cycle; the login's router passes it the user.
@MainActor
enum AccountConfigurator {
  static func makeScene(
    window: Window, backend: any Backend, sessionStore: any SessionStoreProtocol
  )
    -> AccountViewController
  {
    let viewController = AccountViewController()
    let interactor = AccountInteractor(worker: AccountWorker(backend: backend, sessionStore: sessionStore))
    let presenter = AccountPresenter()
    let router = AccountRouter(window: window, backend: backend, sessionStore: sessionStore)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
