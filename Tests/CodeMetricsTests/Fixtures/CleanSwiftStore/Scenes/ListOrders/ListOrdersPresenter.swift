import UIKit

protocol ListOrdersPresentationLogic {
  func presentFetchedOrders(response: ListOrders.FetchOrders.Response)
}

class ListOrdersPresenter: ListOrdersPresentationLogic {
  weak var viewController: ListOrdersDisplayLogic?

  let dateFormatter: DateFormatter = {
    let dateFormatter = DateFormatter()
    dateFormatter.dateStyle = .short
    dateFormatter.timeStyle = .none
    return dateFormatter
  }()

  let currencyFormatter: NumberFormatter = {
    let currencyFormatter = NumberFormatter()
    currencyFormatter.numberStyle = .currency
    return currencyFormatter
  }()

  // MARK: Fetch orders

  func presentFetchedOrders(response: ListOrders.FetchOrders.Response) {
    var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder] = []
    for order in response.orders {
      let date = dateFormatter.string(from: order.date)
      let total = currencyFormatter.string(from: order.total as NSDecimalNumber) ?? ""
      displayedOrders.append(
        ListOrders.FetchOrders.ViewModel.DisplayedOrder(
          id: order.id ?? "", date: date, email: order.email, name: order.customerName, total: total))
    }
    let viewModel = ListOrders.FetchOrders.ViewModel(displayedOrders: displayedOrders)
    viewController?.displayFetchedOrders(viewModel: viewModel)
  }
}
