/// A customer as the customer screen shows it, formatted for display.
struct CustomerViewData: Equatable {
  var title: String
  var name: String
  var address: String
  var contact: String
}
