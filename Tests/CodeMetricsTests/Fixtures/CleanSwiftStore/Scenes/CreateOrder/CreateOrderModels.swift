import UIKit

enum CreateOrder {
  struct OrderFormFields {
    var customerName: String
    var email: String
    var total: Decimal
  }

  // MARK: Use cases

  enum CreateOrder {
    struct Request {
      var orderFormFields: OrderFormFields
    }

    struct Response {
      var order: Order?
    }

    struct ViewModel {
      var errorMessage: String?
    }
  }
}
