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

  /// Shows the spinner while loading, the message and Retry after a failure, and nothing once loaded.
  func show<Value>(_ state: LoadState<Value>) {
    switch state {
    case .loading:
      activityIndicator.startAnimating()
      messageLabel.text = nil
      retryButton.isHidden = true
    case .loaded:
      activityIndicator.stopAnimating()
      messageLabel.text = nil
      retryButton.isHidden = true
    case .failed(let message):
      activityIndicator.stopAnimating()
      messageLabel.text = message
      retryButton.isHidden = false
    }
  }
}
