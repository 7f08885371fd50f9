import Foundation

class OrdersMemStore: OrdersStoreProtocol {
  private var orders: [Order] = []

  func fetchOrders(completionHandler: @escaping ([Order], Error?) -> Void) {
    completionHandler(orders, nil)
  }

  func fetchOrder(id: String, completionHandler: @escaping (Order?, Error?) -> Void) {
    completionHandler(orders.first { $0.id == id }, nil)
  }

  func createOrder(orderToCreate: Order, completionHandler: @escaping (Order?, Error?) -> Void) {
    var order = orderToCreate
    order.id = UUID().uuidString
    orders.append(order)
    completionHandler(order, nil)
  }
}
