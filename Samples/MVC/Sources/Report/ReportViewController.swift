import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// Tells the controller that presented a report form how it ended; that controller dismisses it.
@MainActor
protocol ReportViewControllerDelegate: AnyObject {
  /// The report is on its way: the presenting controller shows its change at once.
  func reportViewController(_ controller: ReportViewController, willSend report: StatusReport)
  /// The report was not sent: the presenting controller takes its change back before the form says so.
  func reportViewController(_ controller: ReportViewController, didFailToSend report: StatusReport)
  func reportViewController(_ controller: ReportViewController, didSend event: ServiceEvent)
  func reportViewControllerDidCancel(_ controller: ReportViewController)
}

/// The report form: collects a note, completion and photos, and sends them as a status report.
final class ReportViewController: ViewController, PhotoPickerViewControllerDelegate {
  weak var delegate: ReportViewControllerDelegate?
  let reportView = ReportView()
  let closeButton = BarButtonItem(title: "Close")
  let sendButton = BarButtonItem(title: "Send")
  private(set) var sendTask: Task<Void, Never>?
  private(set) var photos: [Photo] = []
  private let eventID: ServiceEvent.ID
  private let eventStore: EventStore

  /// The completion types in the order of the segmented control's segments.
  private static let completionTypes: [CompletionType] = [.repaired, .newPart, .other]

  init(eventID: ServiceEvent.ID, eventStore: EventStore) {
    self.eventID = eventID
    self.eventStore = eventStore
    super.init()
    title = "Report status"
  }

  override func loadView() {
    view = reportView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.accessibilityIdentifier = "close"
    closeButton.primaryAction = Action { [weak self] _ in
      guard let self else { return }
      delegate?.reportViewControllerDidCancel(self)
    }
    sendButton.accessibilityIdentifier = "send"
    sendButton.primaryAction = Action { [weak self] _ in self?.send() }
    navigationItem.leftBarButtonItem = closeButton
    navigationItem.rightBarButtonItem = sendButton
    reportView.completedSwitch.addAction(Action { [weak self] _ in self?.completedChanged() }, for: .valueChanged)
    reportView.completionTypeControl.addAction(
      Action { [weak self] _ in self?.updateSendButton() }, for: .valueChanged)
    reportView.attachPhotosButton.addAction(Action { [weak self] _ in self?.attachPhotos() }, for: .touchUpInside)
  }

  private var selectedCompletionType: CompletionType? {
    let index = reportView.completionTypeControl.selectedSegmentIndex
    return Self.completionTypes.indices.contains(index) ? Self.completionTypes[index] : nil
  }

  private func completedChanged() {
    reportView.completionTypeControl.isHidden = !reportView.completedSwitch.isOn
    updateSendButton()
  }

  /// A completed event must say how it was completed.
  private func updateSendButton() {
    sendButton.isEnabled = !reportView.completedSwitch.isOn || selectedCompletionType != nil
  }

  private func attachPhotos() {
    let picker = PhotoPickerViewController()
    picker.delegate = self
    present(picker, animated: true)
  }

  private func send() {
    let isCompleted = reportView.completedSwitch.isOn
    let report = StatusReport(
      eventID: eventID, note: reportView.noteField.text ?? "", isCompleted: isCompleted,
      completionType: isCompleted ? selectedCompletionType : nil, photos: photos)
    setSending(true)
    delegate?.reportViewController(self, willSend: report)
    sendTask = Task {
      do {
        let event = try await eventStore.submit(report)
        delegate?.reportViewController(self, didSend: event)
      } catch {
        delegate?.reportViewController(self, didFailToSend: report)
        setSending(false)
        let alert = AlertController(title: "Report not sent", message: "The report could not be sent. Try again.")
        alert.addAction(AlertAction(title: "OK"))
        present(alert, animated: true)
      }
    }
  }

  private func setSending(_ isSending: Bool) {
    let controls: [Control] = [
      reportView.noteField, reportView.completedSwitch, reportView.completionTypeControl,
      reportView.attachPhotosButton,
    ]
    for control in controls {
      control.isEnabled = !isSending
    }
    closeButton.isEnabled = !isSending
    if isSending {
      sendButton.isEnabled = false
      reportView.activityIndicator.startAnimating()
    } else {
      updateSendButton()
      reportView.activityIndicator.stopAnimating()
    }
  }

  // MARK: PhotoPickerViewControllerDelegate

  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
    picker.dismiss(animated: true)
    for photo in photos.map({ Photo(id: $0.id) }) where !self.photos.contains(photo) {
      self.photos.append(photo)
      reportView.photosView.addArrangedSubview(Label(text: photo.id))
    }
  }
}
