import HeadlessUIKit

/// A spinner while a screen loads, or an error text with a Retry button when loading failed.
final class LoadingStateView: View {
  let activityIndicator = ActivityIndicatorView()
  let messageLabel = Label()
  let retryButton = Button(title: "Retry")

  override init() {
    super.init()
    retryButton.accessibilityIdentifier = "retry"
    retryButton.isHidden = true
    addSubview(activityIndicator)
    addSubview(messageLabel)
    addSubview(retryButton)
  }

  func showLoading() {
    activityIndicator.startAnimating()
    messageLabel.text = nil
    retryButton.isHidden = true
  }

  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    messageLabel.text = message
    retryButton.isHidden = false
  }

  func hide() {
    activityIndicator.stopAnimating()
    messageLabel.text = nil
    retryButton.isHidden = true
  }
}
