import HeadlessUIKit

/// The screen the app starts on with a kept session: a spinner while its view model resumes the session.
final class LaunchViewController: ViewController {
  let activityIndicator = ActivityIndicatorView()
  private let viewModel: LaunchViewModel

  init(viewModel: LaunchViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func loadView() {
    view = activityIndicator
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    activityIndicator.startAnimating()
    viewModel.resumeRequested.send()
  }
}
