import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The report form: collects a note, completion and photos, and sends them as a status report.
final class ReportViewController: ViewController, PhotoPickerViewControllerDelegate {
  /// Called with the report as Send is tapped, so that the screens beneath show it before the server answers.
  var onSending: ((StatusReport) -> Void)?
  /// Called with the updated event once the report is sent and the form has closed.
  var onSend: ((ServiceEvent) -> Void)?
  /// Called when the report could not be sent, before the alert says so.
  var onSendFailure: (() -> Void)?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  /// The attached photos, in the order picked.
  private var photos: [Photo] = []
  private let closeButton = BarButtonItem(title: "Close")
  private let sendButton = BarButtonItem(title: "Send")
  private let noteField = TextField()
  private let completedSwitch = Switch()
  /// Shown only while the event is reported as completed.
  private let completionTypeControl = SegmentedControl(items: ["Repaired", "New part", "Other"])
  private let attachPhotosButton = Button(title: "Attach photos")
  private let photosView = StackView()
  private let activityIndicator = ActivityIndicatorView()

  /// The completion types in the order of the segmented control's segments.
  private static let completionTypes: [CompletionType] = [.repaired, .newPart, .other]

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
    super.init()
    title = "Report status"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.accessibilityIdentifier = "close"
    closeButton.primaryAction = Action { [weak self] _ in self?.dismiss(animated: true) }
    sendButton.accessibilityIdentifier = "send"
    sendButton.primaryAction = Action { [weak self] _ in self?.send() }
    navigationItem.leftBarButtonItem = closeButton
    navigationItem.rightBarButtonItem = sendButton
    noteField.placeholder = "Note"
    noteField.accessibilityIdentifier = "note"
    completedSwitch.accessibilityLabel = "Completed"
    completedSwitch.accessibilityIdentifier = "completed"
    completedSwitch.addAction(Action { [weak self] _ in self?.completedChanged() }, for: .valueChanged)
    completionTypeControl.accessibilityLabel = "Completion type"
    completionTypeControl.accessibilityIdentifier = "completionType"
    completionTypeControl.isHidden = true
    completionTypeControl.addAction(Action { [weak self] _ in self?.updateSendButton() }, for: .valueChanged)
    attachPhotosButton.accessibilityIdentifier = "attachPhotos"
    attachPhotosButton.addAction(Action { [weak self] _ in self?.attachPhotos() }, for: .touchUpInside)
    view.addSubview(
      StackView(arrangedSubviews: [
        noteField, completedSwitch, completionTypeControl, attachPhotosButton, photosView, activityIndicator,
      ]))
  }

  private var selectedCompletionType: CompletionType? {
    let index = completionTypeControl.selectedSegmentIndex
    return Self.completionTypes.indices.contains(index) ? Self.completionTypes[index] : nil
  }

  private func completedChanged() {
    completionTypeControl.isHidden = !completedSwitch.isOn
    updateSendButton()
  }

  /// A completed event must say how it was completed.
  private func updateSendButton() {
    sendButton.isEnabled = !completedSwitch.isOn || selectedCompletionType != nil
  }

  private func attachPhotos() {
    let picker = PhotoPickerViewController()
    picker.delegate = self
    present(picker, animated: true)
  }

  private func send() {
    let isCompleted = completedSwitch.isOn
    let report = StatusReport(
      eventID: eventID, note: noteField.text ?? "", isCompleted: isCompleted,
      completionType: isCompleted ? selectedCompletionType : nil, photos: photos)
    setSending(true)
    onSending?(report)
    Task {
      do {
        let event = try await backend.submit(report)
        dismiss(animated: true)
        onSend?(event)
      } catch {
        onSendFailure?()
        setSending(false)
        let alert = AlertController(title: "Report not sent", message: "The report could not be sent. Try again.")
        alert.addAction(AlertAction(title: "OK"))
        present(alert, animated: true)
      }
    }
  }

  /// While sending, the form is blocked so that what is sent is what is shown.
  private func setSending(_ isSending: Bool) {
    noteField.isEnabled = !isSending
    completedSwitch.isEnabled = !isSending
    completionTypeControl.isEnabled = !isSending
    attachPhotosButton.isEnabled = !isSending
    closeButton.isEnabled = !isSending
    if isSending {
      sendButton.isEnabled = false
      activityIndicator.startAnimating()
    } else {
      updateSendButton()
      activityIndicator.stopAnimating()
    }
  }

  // MARK: PhotoPickerViewControllerDelegate

  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
    picker.dismiss(animated: true)
    for libraryPhoto in photos {
      let photo = Photo(id: libraryPhoto.id)
      guard !self.photos.contains(photo) else { continue }
      self.photos.append(photo)
      photosView.addArrangedSubview(Label(text: photo.id))
    }
  }
}
