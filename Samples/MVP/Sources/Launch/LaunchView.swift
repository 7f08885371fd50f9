/// The screen the app starts on with a kept session, as its presenter sees it.
@MainActor
protocol LaunchView: AnyObject {
  /// Shows a spinner, and nothing else, while the kept session is resumed.
  func showLoading()
}
