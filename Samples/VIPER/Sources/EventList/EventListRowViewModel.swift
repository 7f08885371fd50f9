/// The texts of one row of the list, formatted for display.
struct EventListRowViewModel: Equatable {
  let id: Int
  let date: String
  let name: String
  let address: String
  let customerName: String
  /// `nil` for an open event.
  let status: String?
}
