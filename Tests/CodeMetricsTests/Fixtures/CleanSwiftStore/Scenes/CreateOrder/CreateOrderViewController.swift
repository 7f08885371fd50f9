import UIKit

protocol CreateOrderDisplayLogic: AnyObject {
  func displayCreatedOrder(viewModel: CreateOrder.CreateOrder.ViewModel)
}

class CreateOrderViewController: UITableViewController, CreateOrderDisplayLogic {
  var interactor: CreateOrderBusinessLogic?
  var router: (NSObjectProtocol & CreateOrderRoutingLogic & CreateOrderDataPassing)?

  @IBOutlet weak var nameTextField: UITextField!
  @IBOutlet weak var emailTextField: UITextField!
  @IBOutlet weak var totalTextField: UITextField!

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
    let interactor = CreateOrderInteractor()
    let presenter = CreateOrderPresenter()
    let router = CreateOrderRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: Create order

  @IBAction func saveButtonTapped(_ sender: Any) {
    let fields = CreateOrder.OrderFormFields(
      customerName: nameTextField.text ?? "", email: emailTextField.text ?? "",
      total: Decimal(string: totalTextField.text ?? "") ?? 0)
    interactor?.createOrder(request: CreateOrder.CreateOrder.Request(orderFormFields: fields))
  }

  func displayCreatedOrder(viewModel: CreateOrder.CreateOrder.ViewModel) {
    if let message = viewModel.errorMessage {
      let alert = UIAlertController(title: "Failed to create order", message: message, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "OK", style: .default))
      present(alert, animated: true)
    } else {
      router?.routeToListOrders(segue: nil)
    }
  }
}
