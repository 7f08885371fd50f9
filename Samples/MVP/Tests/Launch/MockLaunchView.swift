@testable import MVP

/// Records what a ``LaunchPresenter`` told its view.
@MainActor
final class MockLaunchView: LaunchView {
  private(set) var isLoading = false

  func showLoading() {
    isLoading = true
  }
}
