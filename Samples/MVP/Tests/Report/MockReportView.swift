@testable import MVP

/// Records what a ``ReportPresenter`` told its view.
@MainActor
final class MockReportView: ReportView {
  private(set) var isCompletionTypeShown = false
  private(set) var isSendEnabled = true
  private(set) var isSending = false
  private(set) var photos: [String] = []
  private(set) var photoPickerShownCount = 0
  private(set) var alert: (title: String, message: String)?
  private(set) var closeCount = 0

  func setCompletionTypeShown(_ isShown: Bool) {
    isCompletionTypeShown = isShown
  }

  func setSendEnabled(_ isEnabled: Bool) {
    isSendEnabled = isEnabled
  }

  func setSending(_ isSending: Bool) {
    self.isSending = isSending
  }

  func showPhotos(_ names: [String]) {
    photos = names
  }

  func showPhotoPicker() {
    photoPickerShownCount += 1
  }

  func showAlert(title: String, message: String) {
    alert = (title, message)
  }

  func close() {
    closeCount += 1
  }
}
