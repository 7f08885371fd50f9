import HeadlessUIKit
import ServiceKit

/// Assembles the event list module: view, presenter, interactor and router, wired to each other.
@MainActor
enum EventListBuilder {
  static func build(backend: any Backend) -> ViewController {
    let view = EventListViewController()
    let interactor = EventListInteractor(backend: backend)
    let router = EventListRouter(backend: backend)
    let presenter = EventListPresenter(view: view, interactor: interactor, router: router)
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
