import Foundation
import HeadlessUIKit
import ServiceKit

/// Opens the phone and maps, pushes the customer module and presents the report module as a sheet.
@MainActor
final class EventDetailRouter: EventDetailRouterInterface {
  weak var viewController: ViewController?
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func callPhone(_ phone: String) {
    guard let url = URL.call(phone: phone) else { return }
    viewController?.open(url)
  }

  func showMap(latitude: Double, longitude: Double, name: String) {
    guard let url = URL.map(latitude: latitude, longitude: longitude, name: name) else { return }
    viewController?.open(url)
  }

  func showCustomer(customerID: Int) {
    let customer = CustomerDetailBuilder.build(customerID: customerID, backend: backend)
    viewController?.navigationController?.pushViewController(customer, animated: true)
  }

  /// The form gets a navigation stack of its own for its bar buttons.
  func showReport(eventID: Int, output: ReportModuleOutput) {
    let report = ReportBuilder.build(eventID: eventID, backend: backend, output: output)
    viewController?.present(NavigationController(rootViewController: report), animated: true)
  }

  func closeDetail() {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
