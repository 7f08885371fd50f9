import UIKit

protocol CreateOrderBusinessLogic {
  func createOrder(request: CreateOrder.CreateOrder.Request)
}

protocol CreateOrderDataStore {
  var orderToEdit: Order? { get set }
}

class CreateOrderInteractor: CreateOrderBusinessLogic, CreateOrderDataStore {
  var presenter: CreateOrderPresentationLogic?
  var ordersWorker = OrdersWorker(ordersStore: OrdersMemStore())
  var orderToEdit: Order?

  // MARK: Create order

  func createOrder(request: CreateOrder.CreateOrder.Request) {
    let fields = request.orderFormFields
    let order = Order(
      id: nil, customerName: fields.customerName, email: fields.email, date: Date(), total: fields.total)
    ordersWorker.createOrder(orderToCreate: order) { order in
      self.presenter?.presentCreatedOrder(response: CreateOrder.CreateOrder.Response(order: order))
    }
  }
}
