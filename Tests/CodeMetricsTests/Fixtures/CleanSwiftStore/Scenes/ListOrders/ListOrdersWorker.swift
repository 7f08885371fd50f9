import UIKit

class ListOrdersWorker {
  func sortedByDate(_ orders: [Order]) -> [Order] {
    orders.sorted { $0.date > $1.date }
  }
}
