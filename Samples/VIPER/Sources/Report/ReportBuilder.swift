import HeadlessUIKit
import ServiceKit

/// Assembles the report module for one event; `output` hears when a report was sent.
@MainActor
enum ReportBuilder {
  static func build(eventID: Int, backend: any Backend, output: ReportModuleOutput?) -> ViewController {
    let view = ReportViewController()
    let interactor = ReportInteractor(eventID: eventID, backend: backend)
    let router = ReportRouter()
    let presenter = ReportPresenter(view: view, interactor: interactor, router: router, moduleOutput: output)
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
