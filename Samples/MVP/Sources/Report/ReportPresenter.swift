import ServiceKit

/// Holds the report being written, decides when it can be sent, sends it, and reports how it went.
@MainActor
final class ReportPresenter {
  /// The completion types in the order of the form's segments.
  static let completionTypes: [CompletionType] = [.repaired, .newPart, .other]

  weak var view: ReportView?
  weak var delegate: ReportPresenterDelegate?
  private(set) var sendTask: Task<Void, Never>?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private var isCompleted = false
  private var completionType: CompletionType?
  private var photos: [Photo] = []
  private var isSending = false

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
  }

  func didChangeCompleted(_ isOn: Bool) {
    isCompleted = isOn
    view?.setCompletionTypeShown(isOn)
    updateSendButton()
  }

  func didSelectCompletionType(at index: Int) {
    completionType = Self.completionTypes.indices.contains(index) ? Self.completionTypes[index] : nil
    updateSendButton()
  }

  func didTapAttachPhotos() {
    view?.showPhotoPicker()
  }

  /// Adds the photos picked, in order, skipping those already attached; a cancelled picker picks none.
  func didPickPhotos(named names: [String]) {
    for photo in names.map(Photo.init(id:)) where !photos.contains(photo) {
      photos.append(photo)
    }
    view?.showPhotos(photos.map(\.id))
  }

  func didTapClose() {
    view?.close()
  }

  func didTapSend(note: String) {
    let report = StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted, completionType: isCompleted ? completionType : nil,
      photos: photos)
    setSending(true)
    delegate?.reportPresenter(self, willSubmit: report)
    sendTask = Task {
      do {
        let event = try await backend.submit(report)
        delegate?.reportPresenter(self, didSubmit: event)
        view?.close()
      } catch {
        delegate?.reportPresenter(self, didFailToSubmit: report)
        setSending(false)
        view?.showAlert(title: "Report not sent", message: "The report could not be sent. Try again.")
      }
    }
  }

  private func setSending(_ isSending: Bool) {
    self.isSending = isSending
    view?.setSending(isSending)
    updateSendButton()
  }

  /// A completed event must say how it was completed.
  private func updateSendButton() {
    view?.setSendEnabled(!isSending && (!isCompleted || completionType != nil))
  }
}
