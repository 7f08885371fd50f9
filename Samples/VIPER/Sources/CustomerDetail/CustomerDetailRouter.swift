import Foundation
import HeadlessUIKit

/// Opens the phone and maps for the customer.
@MainActor
final class CustomerDetailRouter: CustomerDetailRouterInterface {
  weak var viewController: ViewController?

  func callPhone(_ phone: String) {
    guard let url = URL.call(phone: phone) else { return }
    viewController?.open(url)
  }

  func showMap(latitude: Double, longitude: Double, name: String) {
    guard let url = URL.map(latitude: latitude, longitude: longitude, name: name) else { return }
    viewController?.open(url)
  }
}
