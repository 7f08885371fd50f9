import HeadlessUIKit

/// The screen the app starts on with a kept session: a spinner while its presenter resumes the session.
final class LaunchViewController: ViewController, LaunchView {
  let activityIndicator = ActivityIndicatorView()
  private let presenter: LaunchPresenter

  init(presenter: LaunchPresenter) {
    self.presenter = presenter
    super.init()
  }

  override func loadView() {
    view = activityIndicator
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  // MARK: LaunchView

  func showLoading() {
    activityIndicator.startAnimating()
  }
}
