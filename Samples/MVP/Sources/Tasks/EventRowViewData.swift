import ServiceKit

/// One row of the tasks list, formatted for display.
struct EventRowViewData: Equatable {
  var id: ServiceEvent.ID
  var date: String
  var name: String
  var address: String
  var customer: String
  /// `Completed` for a completed event, otherwise `nil`.
  var status: String?
}
