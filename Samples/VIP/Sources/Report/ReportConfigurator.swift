import ServiceKit

/// Creates the report form and wires its VIP cycle; the event detail's router passes it the event.
@MainActor
enum ReportConfigurator {
  static func makeScene(backend: any Backend) -> ReportViewController {
    let viewController = ReportViewController()
    let interactor = ReportInteractor(worker: ReportWorker(backend: backend))
    let presenter = ReportPresenter()
    let router = ReportRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return viewController
  }
}
