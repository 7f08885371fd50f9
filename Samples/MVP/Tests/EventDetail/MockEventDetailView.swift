import Foundation
import ServiceKit

@testable import MVP

/// Records what an ``EventDetailPresenter`` told its view.
@MainActor
final class MockEventDetailView: EventDetailView {
  private(set) var isLoading = false
  private(set) var loadingError: String?
  private(set) var event: EventDetailViewData?
  private(set) var openedURLs: [URL] = []
  private(set) var shownCustomer: Customer.ID?
  private(set) var shownReportForm: ServiceEvent.ID?
  private(set) var removedMessage: String?
  private(set) var listShownCount = 0

  func showLoading() {
    isLoading = true
    loadingError = nil
  }

  func showLoadingError(_ message: String) {
    isLoading = false
    loadingError = message
  }

  func show(_ event: EventDetailViewData) {
    isLoading = false
    loadingError = nil
    self.event = event
  }

  func showRemoved(_ message: String) {
    removedMessage = message
  }

  func showList() {
    listShownCount += 1
  }

  func open(_ url: URL) {
    openedURLs.append(url)
  }

  func showCustomer(for customerID: Customer.ID) {
    shownCustomer = customerID
  }

  func showReportForm(for eventID: ServiceEvent.ID) {
    shownReportForm = eventID
  }
}
