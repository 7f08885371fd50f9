import UIKit

@objc protocol ListOrdersRoutingLogic {
  func routeToCreateOrder(segue: UIStoryboardSegue?)
  func routeToShowOrder(segue: UIStoryboardSegue?)
}

protocol ListOrdersDataPassing {
  var dataStore: ListOrdersDataStore? { get }
}

class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, ListOrdersDataPassing {
  weak var viewController: ListOrdersViewController?
  var dataStore: ListOrdersDataStore?

  // MARK: Routing

  func routeToCreateOrder(segue: UIStoryboardSegue?) {
    guard let segue else { return }
    _ = segue.destination as? CreateOrderViewController
  }

  func routeToShowOrder(segue: UIStoryboardSegue?) {
    guard let segue, let destination = segue.destination as? ShowOrderViewController,
      var destinationDS = destination.router?.dataStore, let dataStore
    else { return }
    passDataToShowOrder(source: dataStore, destination: &destinationDS)
  }

  // MARK: Passing data

  func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore) {
    guard let row = viewController?.tableView.indexPathForSelectedRow?.row else { return }
    destination.order = source.orders?[row]
  }
}
