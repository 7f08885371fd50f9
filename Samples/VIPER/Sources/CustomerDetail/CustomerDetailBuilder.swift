import HeadlessUIKit
import ServiceKit

/// Assembles the customer detail module for one customer.
@MainActor
enum CustomerDetailBuilder {
  static func build(customerID: Int, backend: any Backend) -> ViewController {
    let view = CustomerDetailViewController()
    let interactor = CustomerDetailInteractor(customerID: customerID, backend: backend)
    let router = CustomerDetailRouter()
    let presenter = CustomerDetailPresenter(view: view, interactor: interactor, router: router)
    view.presenter = presenter
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
