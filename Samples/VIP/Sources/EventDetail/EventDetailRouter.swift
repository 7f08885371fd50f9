import Foundation
import HeadlessUIKit
import ServiceKit

/// Where the event detail scene goes.
@MainActor
protocol EventDetailRoutingLogic {
  func routeToCall()
  func routeToMap()
  func routeToCustomer()
  func routeToReport()
  func routeToTasks()
}

/// The event detail scene's data, for the routers that pass it on.
@MainActor
protocol EventDetailDataPassing {
  var dataStore: EventDetailDataStore? { get }
}

/// Opens the phone and maps for the loaded event, pushes its customer, presents the report form as a sheet, and
/// goes back to the list.
@MainActor
final class EventDetailRouter: EventDetailRoutingLogic, EventDetailDataPassing {
  weak var viewController: EventDetailViewController?
  var dataStore: EventDetailDataStore?
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  // MARK: Routing

  func routeToCall() {
    guard let phone = dataStore?.event?.contact.phone, let url = URL.call(phone: phone) else { return }
    viewController?.open(url)
  }

  func routeToMap() {
    guard let event = dataStore?.event,
      let url = URL.map(latitude: event.location.latitude, longitude: event.location.longitude, name: event.name)
    else { return }
    viewController?.open(url)
  }

  func routeToCustomer() {
    guard let viewController, let dataStore else { return }
    let destination = CustomerDetailConfigurator.makeScene(backend: backend)
    guard var destinationDataStore = destination.router?.dataStore else { return }
    passDataToCustomer(source: dataStore, destination: &destinationDataStore)
    navigateToCustomer(source: viewController, destination: destination)
  }

  func routeToReport() {
    guard let viewController, let dataStore else { return }
    let destination = ReportConfigurator.makeScene(backend: backend)
    guard var destinationDataStore = destination.router?.dataStore else { return }
    passDataToReport(source: dataStore, destination: &destinationDataStore)
    navigateToReport(source: viewController, destination: destination)
  }

  func routeToTasks() {
    guard let viewController else { return }
    navigateToTasks(source: viewController)
  }

  // MARK: Navigation

  private func navigateToTasks(source: EventDetailViewController) {
    source.navigationController?.popViewController(animated: true)
  }

  private func navigateToCustomer(source: EventDetailViewController, destination: CustomerDetailViewController) {
    source.navigationController?.pushViewController(destination, animated: true)
  }

  /// The form gets a navigation stack of its own for its bar buttons.
  private func navigateToReport(source: EventDetailViewController, destination: ReportViewController) {
    source.present(NavigationController(rootViewController: destination), animated: true)
  }

  // MARK: Passing data

  private func passDataToCustomer(source: EventDetailDataStore, destination: inout CustomerDetailDataStore) {
    destination.customerID = source.event?.customerID
  }

  private func passDataToReport(source: EventDetailDataStore, destination: inout ReportDataStore) {
    destination.eventID = source.event?.id
  }
}
