import HeadlessUI
import HeadlessUIKit

/// The report form: forwards every edit and tap to its presenter, and shows, alerts and closes as told.
final class ReportViewController: ViewController, ReportView, PhotoPickerViewControllerDelegate {
  let rootView = ReportRootView()
  let closeButton = BarButtonItem(title: "Close")
  let sendButton = BarButtonItem(title: "Send")
  private let presenter: ReportPresenter

  init(presenter: ReportPresenter) {
    self.presenter = presenter
    super.init()
    title = "Report status"
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.accessibilityIdentifier = "close"
    closeButton.primaryAction = Action { [weak self] _ in self?.presenter.didTapClose() }
    sendButton.accessibilityIdentifier = "send"
    sendButton.primaryAction = Action { [weak self] _ in
      guard let self else { return }
      presenter.didTapSend(note: rootView.noteField.text ?? "")
    }
    navigationItem.leftBarButtonItem = closeButton
    navigationItem.rightBarButtonItem = sendButton
    rootView.completedSwitch.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didChangeCompleted(rootView.completedSwitch.isOn)
      }, for: .valueChanged)
    rootView.completionTypeControl.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didSelectCompletionType(at: rootView.completionTypeControl.selectedSegmentIndex)
      }, for: .valueChanged)
    rootView.attachPhotosButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapAttachPhotos() }, for: .touchUpInside)
  }

  // MARK: ReportView

  func setCompletionTypeShown(_ isShown: Bool) {
    rootView.completionTypeControl.isHidden = !isShown
  }

  func setSendEnabled(_ isEnabled: Bool) {
    sendButton.isEnabled = isEnabled
  }

  func setSending(_ isSending: Bool) {
    let controls: [Control] = [
      rootView.noteField, rootView.completedSwitch, rootView.completionTypeControl, rootView.attachPhotosButton,
    ]
    for control in controls {
      control.isEnabled = !isSending
    }
    closeButton.isEnabled = !isSending
    if isSending {
      rootView.activityIndicator.startAnimating()
    } else {
      rootView.activityIndicator.stopAnimating()
    }
  }

  func showPhotos(_ names: [String]) {
    rootView.photosView.subviews.forEach { $0.removeFromSuperview() }
    for name in names {
      rootView.photosView.addArrangedSubview(Label(text: name))
    }
  }

  func showPhotoPicker() {
    let picker = PhotoPickerViewController()
    picker.delegate = self
    present(picker, animated: true)
  }

  func showAlert(title: String, message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: "OK"))
    present(alert, animated: true)
  }

  func close() {
    dismiss(animated: true)
  }

  // MARK: PhotoPickerViewControllerDelegate

  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
    picker.dismiss(animated: true)
    presenter.didPickPhotos(named: photos.map(\.id))
  }
}
