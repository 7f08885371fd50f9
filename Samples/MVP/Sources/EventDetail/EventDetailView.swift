import Foundation
import ServiceKit

/// The event detail screen as its presenter sees it.
@MainActor
protocol EventDetailView: AnyObject {
  func showLoading()
  /// Shows an error text and Retry instead of the event.
  func showLoadingError(_ message: String)
  func show(_ event: EventDetailViewData)
  /// Shows the message instead of the event's texts and buttons, and a button back to the list.
  func showRemoved(_ message: String)
  func showList()
  /// Hands a URL to the platform: a call or a map.
  func open(_ url: URL)
  func showCustomer(for customerID: Customer.ID)
  func showReportForm(for eventID: ServiceEvent.ID)
}
