import HeadlessUIKit

/// What a loading screen shows instead of its content: a spinner, or an error text with a Retry button.
final class LoadingStateView: View {
  let activityIndicator = ActivityIndicatorView()
  let messageLabel = Label()
  let retryButton = Button(title: "Retry")

  override init() {
    super.init()
    retryButton.accessibilityIdentifier = "retry"
    retryButton.isHidden = true
    for subview in [activityIndicator, messageLabel, retryButton] {
      addSubview(subview)
    }
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
