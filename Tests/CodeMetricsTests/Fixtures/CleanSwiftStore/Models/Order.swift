import Foundation

struct Order: Equatable {
  var id: String?
  var customerName: String
  var email: String
  var date: Date
  var total: Decimal
}
