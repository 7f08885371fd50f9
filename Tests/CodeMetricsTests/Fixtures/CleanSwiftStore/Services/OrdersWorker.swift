import Foundation

protocol OrdersStoreProtocol {
  func fetchOrders(completionHandler: @escaping ([Order], Error?) -> Void)
  func fetchOrder(id: String, completionHandler: @escaping (Order?, Error?) -> Void)
  func createOrder(orderToCreate: Order, completionHandler: @escaping (Order?, Error?) -> Void)
}

class OrdersWorker {
  var ordersStore: OrdersStoreProtocol

  init(ordersStore: OrdersStoreProtocol) {
    self.ordersStore = ordersStore
  }

  func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
    ordersStore.fetchOrders { orders, _ in
      DispatchQueue.main.async { completionHandler(orders) }
    }
  }

  func createOrder(orderToCreate: Order, completionHandler: @escaping (Order?) -> Void) {
    ordersStore.createOrder(orderToCreate: orderToCreate) { order, _ in
      DispatchQueue.main.async { completionHandler(order) }
    }
  }
}
