import UIKit

class CreateOrderWorker {
  func isValidEmail(_ email: String) -> Bool {
    email.contains("@") && email.contains(".")
  }
}
