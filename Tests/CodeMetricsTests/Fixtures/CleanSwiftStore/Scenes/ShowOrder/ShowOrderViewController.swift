import UIKit

protocol ShowOrderDisplayLogic: AnyObject {
  func displayOrder(viewModel: ShowOrder.GetOrder.ViewModel)
}

class ShowOrderViewController: UIViewController, ShowOrderDisplayLogic {
  var interactor: ShowOrderBusinessLogic?
  var router: (NSObjectProtocol & ShowOrderRoutingLogic & ShowOrderDataPassing)?

  @IBOutlet weak var orderDateLabel: UILabel!
  @IBOutlet weak var orderEmailLabel: UILabel!
  @IBOutlet weak var orderNameLabel: UILabel!
  @IBOutlet weak var orderTotalLabel: UILabel!

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
    let interactor = ShowOrderInteractor()
    let presenter = ShowOrderPresenter()
    let router = ShowOrderRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: View lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    getOrder()
  }

  // MARK: Get order

  func getOrder() {
    let request = ShowOrder.GetOrder.Request()
    interactor?.getOrder(request: request)
  }

  func displayOrder(viewModel: ShowOrder.GetOrder.ViewModel) {
    let displayedOrder = viewModel.displayedOrder
    orderDateLabel.text = displayedOrder.date
    orderEmailLabel.text = displayedOrder.email
    orderNameLabel.text = displayedOrder.name
    orderTotalLabel.text = displayedOrder.total
  }
}
