import UIKit

class ShowOrderWorker {
  func isRecent(_ order: Order, now: Date = Date()) -> Bool {
    now.timeIntervalSince(order.date) < 7 * 24 * 60 * 60
  }
}
