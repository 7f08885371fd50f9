import HeadlessUIKit
import ServiceKit

/// Where the Tasks scene goes.
@MainActor
protocol TasksRoutingLogic {
  /// Opens the event shown in `row`.
  func routeToEventDetail(row: Int)
}

/// The Tasks scene's data, for the router that passes it on.
@MainActor
protocol TasksDataPassing {
  var dataStore: TasksDataStore? { get }
}

/// Pushes the event detail onto the Tasks navigation stack, with the event to load.
@MainActor
final class TasksRouter: TasksRoutingLogic, TasksDataPassing {
  weak var viewController: TasksViewController?
  var dataStore: TasksDataStore?
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  // MARK: Routing

  func routeToEventDetail(row: Int) {
    guard let viewController, let dataStore else { return }
    let destination = EventDetailConfigurator.makeScene(backend: backend)
    guard var destinationDataStore = destination.router?.dataStore else { return }
    passDataToEventDetail(row: row, source: dataStore, destination: &destinationDataStore)
    navigateToEventDetail(source: viewController, destination: destination)
  }

  // MARK: Navigation

  private func navigateToEventDetail(source: TasksViewController, destination: EventDetailViewController) {
    source.navigationController?.pushViewController(destination, animated: true)
  }

  // MARK: Passing data

  private func passDataToEventDetail(row: Int, source: TasksDataStore, destination: inout EventDetailDataStore) {
    destination.eventID = source.events[row].id
  }
}
