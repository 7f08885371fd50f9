import ServiceKit

/// The tasks list as its presenter sees it.
@MainActor
protocol TasksView: AnyObject {
  /// Shows a spinner instead of the list.
  func showLoading()
  /// Shows an error text and Retry instead of the list.
  func showLoadingError(_ message: String)
  /// Shows these rows; `emptyMessage` is shown when there are none.
  func showEvents(_ rows: [EventRowViewData], emptyMessage: String?)
  /// Ends pull to refresh.
  func endRefreshing()
  func showEventDetail(for eventID: ServiceEvent.ID)
}
