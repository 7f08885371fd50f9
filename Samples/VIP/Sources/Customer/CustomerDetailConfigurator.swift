import ServiceKit

/// Creates the customer detail scene and wires its VIP cycle; the event detail's router passes it the customer.
@MainActor
enum CustomerDetailConfigurator {
  static func makeScene(backend: any Backend) -> CustomerDetailViewController {
    let viewController = CustomerDetailViewController()
    let interactor = CustomerDetailInteractor(worker: CustomerDetailWorker(backend: backend))
    let presenter = CustomerDetailPresenter()
    let router = CustomerDetailRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
