import Foundation

/// The event as plain data, from the interactor to the presenter: what it shows and what its buttons need.
struct EventDetailData: Equatable {
  let id: Int
  let name: String
  let address: String
  let date: Date
  let description: String
  let isCompleted: Bool
  let contactName: String
  let contactPhone: String
  let customerID: Int
  let customerName: String
  let latitude: Double
  let longitude: Double
}
