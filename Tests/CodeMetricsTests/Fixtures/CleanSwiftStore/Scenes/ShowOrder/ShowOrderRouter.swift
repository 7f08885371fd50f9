import UIKit

@objc protocol ShowOrderRoutingLogic {
  func routeToListOrders(segue: UIStoryboardSegue?)
}

protocol ShowOrderDataPassing {
  var dataStore: ShowOrderDataStore? { get }
}

class ShowOrderRouter: NSObject, ShowOrderRoutingLogic, ShowOrderDataPassing {
  weak var viewController: ShowOrderViewController?
  var dataStore: ShowOrderDataStore?

  // MARK: Routing

  func routeToListOrders(segue: UIStoryboardSegue?) {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
