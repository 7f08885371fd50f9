import HeadlessUIKit
import ServiceKit

/// Assembles the event detail module for one event; `output` hears when the module changes the event.
@MainActor
enum EventDetailBuilder {
  static func build(eventID: Int, backend: any Backend, output: EventDetailModuleOutput?) -> ViewController {
    let view = EventDetailViewController()
    let interactor = EventDetailInteractor(eventID: eventID, backend: backend)
    let router = EventDetailRouter(backend: backend)
    let presenter = EventDetailPresenter(view: view, interactor: interactor, router: router, moduleOutput: output)
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
