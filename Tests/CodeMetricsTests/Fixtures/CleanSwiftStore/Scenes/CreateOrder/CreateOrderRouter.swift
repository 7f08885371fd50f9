import UIKit

@objc protocol CreateOrderRoutingLogic {
  func routeToListOrders(segue: UIStoryboardSegue?)
}

protocol CreateOrderDataPassing {
  var dataStore: CreateOrderDataStore? { get }
}

class CreateOrderRouter: NSObject, CreateOrderRoutingLogic, CreateOrderDataPassing {
  weak var viewController: CreateOrderViewController?
  var dataStore: CreateOrderDataStore?

  // MARK: Routing

  func routeToListOrders(segue: UIStoryboardSegue?) {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
