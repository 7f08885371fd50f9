import Foundation

@testable import MVP

/// Records what a ``CustomerPresenter`` told its view.
@MainActor
final class MockCustomerView: CustomerView {
  private(set) var isLoading = false
  private(set) var loadingError: String?
  private(set) var customer: CustomerViewData?
  private(set) var openedURLs: [URL] = []

  func showLoading() {
    isLoading = true
    loadingError = nil
  }

  func showLoadingError(_ message: String) {
    isLoading = false
    loadingError = message
  }

  func show(_ customer: CustomerViewData) {
    isLoading = false
    loadingError = nil
    self.customer = customer
  }

  func open(_ url: URL) {
    openedURLs.append(url)
  }
}
