import UIKit

protocol ListOrdersDisplayLogic: AnyObject {
  func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel)
}

class ListOrdersViewController: UITableViewController, ListOrdersDisplayLogic {
  var interactor: ListOrdersBusinessLogic?
  var router: (NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?
  var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder] = []

  // MARK: Object lifecycle

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    setup()
  }

  // MARK: Setup

  private func setup() {
    let viewController = self
    let interactor = ListOrdersInteractor()
    let presenter = ListOrdersPresenter()
    let router = ListOrdersRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: Routing

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if let scene = segue.identifier {
      let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
      if let router = router, router.responds(to: selector) {
        router.perform(selector, with: segue)
      }
    }
  }

  // MARK: View lifecycle

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    fetchOrders()
  }

  // MARK: Fetch orders

  func fetchOrders() {
    let request = ListOrders.FetchOrders.Request()
    interactor?.fetchOrders(request: request)
  }

  func displayFetchedOrders(viewModel: ListOrders.FetchOrders.ViewModel) {
    displayedOrders = viewModel.displayedOrders
    tableView.reloadData()
  }

  // MARK: Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    displayedOrders.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let order = displayedOrders[indexPath.row]
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "OrderTableViewCell")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "OrderTableViewCell")
    cell.textLabel?.text = order.date
    cell.detailTextLabel?.text = order.total
    return cell
  }
}
