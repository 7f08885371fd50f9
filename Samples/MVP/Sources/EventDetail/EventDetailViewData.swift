/// An event as the detail screen shows it, formatted for display.
struct EventDetailViewData: Equatable {
  var title: String
  var name: String
  var address: String
  var date: String
  var description: String
  var status: String
  var contact: String
  var customer: String
}
