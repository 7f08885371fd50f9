import HeadlessUIKit
import ServiceKit

/// Assembles the account module for the logged-in user.
@MainActor
enum AccountBuilder {
  static func build(
    user: LoggedInUser, window: Window, backend: any Backend, sessionStore: SessionStore
  )
    -> ViewController
  {
    let view = AccountViewController()
    let interactor = AccountInteractor(user: user, backend: backend, sessionStore: sessionStore)
    let router = AccountRouter(window: window, backend: backend, sessionStore: sessionStore)
    let presenter = AccountPresenter(view: view, interactor: interactor, router: router)
    view.presenter = presenter
    interactor.output = presenter
    return view
  }
}
