import UIKit

enum ShowOrder {
  // MARK: Use cases

  enum GetOrder {
    struct Request {}

    struct Response {
      var order: Order
    }

    struct ViewModel {
      struct DisplayedOrder {
        var date: String
        var email: String
        var name: String
        var total: String
      }

      var displayedOrder: DisplayedOrder
    }
  }
}
