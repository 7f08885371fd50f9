import CleanDomain

/// What a row of the events list shows, formatted for display.
struct EventRowItem: Identifiable, Equatable {
  let id: Event.ID
  let date: String
  let name: String
  let address: String
  let customerName: String
  /// `Completed`, or `nil` for an open event.
  let status: String?
}
