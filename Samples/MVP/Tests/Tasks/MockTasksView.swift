import ServiceKit

@testable import MVP

/// Records what a ``TasksPresenter`` told its view.
@MainActor
final class MockTasksView: TasksView {
  private(set) var isLoading = false
  private(set) var loadingError: String?
  private(set) var rows: [EventRowViewData] = []
  private(set) var emptyMessage: String?
  private(set) var refreshEndCount = 0
  private(set) var shownEventDetail: ServiceEvent.ID?

  var rowIDs: [ServiceEvent.ID] { rows.map(\.id) }

  func showLoading() {
    isLoading = true
    loadingError = nil
  }

  func showLoadingError(_ message: String) {
    isLoading = false
    loadingError = message
  }

  func showEvents(_ rows: [EventRowViewData], emptyMessage: String?) {
    isLoading = false
    loadingError = nil
    self.rows = rows
    self.emptyMessage = emptyMessage
  }

  func endRefreshing() {
    refreshEndCount += 1
  }

  func showEventDetail(for eventID: ServiceEvent.ID) {
    shownEventDetail = eventID
  }
}
