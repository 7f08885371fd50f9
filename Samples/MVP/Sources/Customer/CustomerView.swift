import Foundation

/// The customer screen as its presenter sees it.
@MainActor
protocol CustomerView: AnyObject {
  func showLoading()
  /// Shows an error text and Retry instead of the customer.
  func showLoadingError(_ message: String)
  func show(_ customer: CustomerViewData)
  /// Hands a URL to the platform: a call or a map.
  func open(_ url: URL)
}
