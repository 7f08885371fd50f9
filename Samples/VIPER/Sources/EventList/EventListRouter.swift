import HeadlessUIKit
import ServiceKit

/// Pushes the event detail module onto the Tasks navigation stack.
@MainActor
final class EventListRouter: EventListRouterInterface {
  weak var viewController: ViewController?
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func showEventDetail(eventID: Int, output: EventDetailModuleOutput) {
    let detail = EventDetailBuilder.build(eventID: eventID, backend: backend, output: output)
    viewController?.navigationController?.pushViewController(detail, animated: true)
  }
}
