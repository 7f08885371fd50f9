import ServiceKit

/// Creates the event detail scene and wires its VIP cycle; the list's router passes it the event to load.
@MainActor
enum EventDetailConfigurator {
  static func makeScene(backend: any Backend) -> EventDetailViewController {
    let viewController = EventDetailViewController()
    let interactor = EventDetailInteractor(worker: EventDetailWorker(backend: backend))
    let presenter = EventDetailPresenter()
    let router = EventDetailRouter(backend: backend)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
