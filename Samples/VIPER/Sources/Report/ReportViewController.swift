import HeadlessUIKit

/// The report form: forwards every edit and tap to the presenter and shows the form state it is given.
final class ReportViewController: ViewController, ReportViewInterface {
  var presenter: ReportPresenterInterface!
  let reportView = ReportView()
  let closeButton = BarButtonItem(title: "Close")
  let sendButton = BarButtonItem(title: "Send")

  override init() {
    super.init()
    title = "Report status"
  }

  override func loadView() {
    view = reportView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.accessibilityIdentifier = "close"
    closeButton.primaryAction = Action { [weak self] _ in self?.presenter.didTapClose() }
    sendButton.accessibilityIdentifier = "send"
    sendButton.primaryAction = Action { [weak self] _ in self?.presenter.didTapSend() }
    navigationItem.leftBarButtonItem = closeButton
    navigationItem.rightBarButtonItem = sendButton
    reportView.noteField.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didChangeNote(reportView.noteField.text ?? "")
      }, for: .editingChanged)
    reportView.completedSwitch.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didChangeCompleted(reportView.completedSwitch.isOn)
      }, for: .valueChanged)
    reportView.completionTypeControl.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didSelectCompletionType(at: reportView.completionTypeControl.selectedSegmentIndex)
      }, for: .valueChanged)
    reportView.attachPhotosButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapAttachPhotos() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: ReportViewInterface

  func display(_ viewModel: ReportViewModel) {
    reportView.completionTypeControl.isHidden = !viewModel.isCompletionTypeVisible
    let controls: [Control] = [
      reportView.noteField, reportView.completedSwitch, reportView.completionTypeControl,
      reportView.attachPhotosButton,
    ]
    for control in controls {
      control.isEnabled = !viewModel.isSending
    }
    closeButton.isEnabled = !viewModel.isSending
    sendButton.isEnabled = viewModel.isSendEnabled
    if viewModel.isSending {
      reportView.activityIndicator.startAnimating()
    } else {
      reportView.activityIndicator.stopAnimating()
    }
    let shownNames = reportView.photosView.arrangedSubviews.compactMap { ($0 as? Label)?.text }
    guard shownNames != viewModel.photoNames else { return }
    reportView.photosView.arrangedSubviews.forEach { $0.removeFromSuperview() }
    for name in viewModel.photoNames {
      reportView.photosView.addArrangedSubview(Label(text: name))
    }
  }
}
