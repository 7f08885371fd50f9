import ServiceKit

/// Creates the Tasks scene and wires its VIP cycle.
@MainActor
enum TasksConfigurator {
  static func makeScene(backend: any Backend) -> TasksViewController {
    let viewController = TasksViewController()
    let interactor = TasksInteractor(worker: TasksWorker(backend: backend))
    let presenter = TasksPresenter()
    let router = TasksRouter(backend: backend)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
