import UIKit

protocol ShowOrderPresentationLogic {
  func presentOrder(response: ShowOrder.GetOrder.Response)
}

class ShowOrderPresenter: ShowOrderPresentationLogic {
  weak var viewController: ShowOrderDisplayLogic?

  let dateFormatter: DateFormatter = {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .long
    return dateFormatter
  }()

  let currencyFormatter: NumberFormatter = {
    let currencyFormatter = NumberFormatter()
    currencyFormatter.numberStyle = .currency
    return currencyFormatter
  }()

  // MARK: Get order

  func presentOrder(response: ShowOrder.GetOrder.Response) {
    let order = response.order
    let displayedOrder = ShowOrder.GetOrder.ViewModel.DisplayedOrder(
      date: dateFormatter.string(from: order.date), email: order.email, name: order.customerName,
      total: currencyFormatter.string(from: order.total as NSDecimalNumber) ?? "")
    viewController?.displayOrder(viewModel: ShowOrder.GetOrder.ViewModel(displayedOrder: displayedOrder))
  }
}
