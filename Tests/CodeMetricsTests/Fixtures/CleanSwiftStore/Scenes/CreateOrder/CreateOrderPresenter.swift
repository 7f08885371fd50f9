import UIKit

protocol CreateOrderPresentationLogic {
  func presentCreatedOrder(response: CreateOrder.CreateOrder.Response)
}

class CreateOrderPresenter: CreateOrderPresentationLogic {
  weak var viewController: CreateOrderDisplayLogic?

  // MARK: Create order

  func presentCreatedOrder(response: CreateOrder.CreateOrder.Response) {
    let message = response.order == nil ? "Please check the name, e-mail and total." : nil
    viewController?.displayCreatedOrder(viewModel: CreateOrder.CreateOrder.ViewModel(errorMessage: message))
  }
}
