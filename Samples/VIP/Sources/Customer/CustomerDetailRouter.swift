import Foundation
import HeadlessUIKit

/// Where the customer detail scene goes.
@MainActor
protocol CustomerDetailRoutingLogic {
  func routeToCall()
  func routeToMap()
}

/// The customer detail scene's data, for the routers that pass it on.
@MainActor
protocol CustomerDetailDataPassing {
  var dataStore: CustomerDetailDataStore? { get }
}

/// Opens the phone and maps for the loaded customer.
@MainActor
final class CustomerDetailRouter: CustomerDetailRoutingLogic, CustomerDetailDataPassing {
  weak var viewController: CustomerDetailViewController?
  var dataStore: CustomerDetailDataStore?

  func routeToCall() {
    guard let phone = dataStore?.customer?.contact.phone, let url = URL.call(phone: phone) else { return }
    viewController?.open(url)
  }

  func routeToMap() {
    guard let customer = dataStore?.customer,
      let url = URL.map(
        latitude: customer.location.latitude, longitude: customer.location.longitude, name: customer.name)
    else { return }
    viewController?.open(url)
  }
}
