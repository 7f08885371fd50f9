import Foundation

/// One event of the list as plain data, from the interactor to the presenter.
struct EventListItem: Equatable {
  let id: Int
  let name: String
  let address: String
  let customerName: String
  let date: Date
  let isCompleted: Bool
}
