import HeadlessUI
import HeadlessUIKit
import OpenCombine

/// The report form: sends every edit and tap to its view model, and blocks, closes or alerts as its status says.
final class ReportViewController: ViewController, PhotoPickerViewControllerDelegate {
  let rootView = ReportRootView()
  let closeButton = BarButtonItem(title: "Close")
  let sendButton = BarButtonItem(title: "Send")
  private let viewModel: ReportViewModel
  private var cancellables: Set<AnyCancellable> = []

  init(viewModel: ReportViewModel) {
    self.viewModel = viewModel
    super.init()
    title = "Report status"
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.accessibilityIdentifier = "close"
    sendButton.accessibilityIdentifier = "send"
    navigationItem.leftBarButtonItem = closeButton
    navigationItem.rightBarButtonItem = sendButton
    bindInputs()
    bindOutputs()
  }

  private func bindInputs() {
    closeButton.primaryAction = Action { [weak self] _ in self?.dismiss(animated: true) }
    sendButton.primaryAction = Action { [weak self] _ in self?.viewModel.sendTapped.send() }
    rootView.noteField.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        viewModel.note.send(rootView.noteField.text ?? "")
      }, for: .editingChanged)
    rootView.completedSwitch.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        viewModel.isCompleted.send(rootView.completedSwitch.isOn)
      }, for: .valueChanged)
    rootView.completionTypeControl.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        viewModel.completionTypeIndex.send(rootView.completionTypeControl.selectedSegmentIndex)
      }, for: .valueChanged)
    rootView.attachPhotosButton.addAction(
      Action { [weak self] _ in self?.showPhotoPicker() }, for: .touchUpInside)
  }

  private func bindOutputs() {
    viewModel.$isCompletionTypeShown
      .sink { [weak self] isShown in self?.rootView.completionTypeControl.isHidden = !isShown }
      .store(in: &cancellables)
    viewModel.$photos
      .sink { [weak self] photos in
        guard let self else { return }
        rootView.photosView.subviews.forEach { $0.removeFromSuperview() }
        for photo in photos {
          rootView.photosView.addArrangedSubview(Label(text: photo.id))
        }
      }
      .store(in: &cancellables)
    viewModel.$canSend.assign(to: \.isEnabled, on: sendButton).store(in: &cancellables)
    viewModel.$sendStatus
      .sink { [weak self] status in
        guard let self else { return }
        setSending(status == .sending)
        switch status {
        case .sent: dismiss(animated: true)
        case .failed: showSendFailure()
        case .editing, .sending: break
        }
      }
      .store(in: &cancellables)
  }

  private func setSending(_ isSending: Bool) {
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

  private func showPhotoPicker() {
    let picker = PhotoPickerViewController()
    picker.delegate = self
    present(picker, animated: true)
  }

  private func showSendFailure() {
    let alert = AlertController(title: "Report not sent", message: "The report could not be sent. Try again.")
    alert.addAction(AlertAction(title: "OK"))
    present(alert, animated: true)
  }

  // MARK: PhotoPickerViewControllerDelegate

  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
    picker.dismiss(animated: true)
    viewModel.photosPicked.send(photos.map(\.id))
  }
}
