import CleanDomain
import HeadlessSwiftUI

/// The report form's state: what the technician filled in, whether it can be sent, and sending it.
@MainActor
@Observable
public final class ReportViewModel {
  var note = ""
  var isCompleted = false
  var completionType: CompletionType?
  private(set) var photos: [Photo] = []
  private(set) var isSending = false
  var showsSendFailure = false
  private let eventID: Event.ID
  private let submitReportUseCase: SubmitReportUseCase
  private let onSent: (Event) -> Void

  /// - Parameter onSent: called with the event as the sent report left it.
  public init(eventID: Event.ID, submitReportUseCase: SubmitReportUseCase, onSent: @escaping (Event) -> Void) {
    self.eventID = eventID
    self.submitReportUseCase = submitReportUseCase
    self.onSent = onSent
  }

  var canSend: Bool { report.isReadyToSend }

  /// Adds the picked photos after those already attached, each once.
  func attach(_ picked: [Photo]) {
    photos += picked.filter { !photos.contains($0) }
  }

  func send() async {
    isSending = true
    defer { isSending = false }
    do {
      onSent(try await submitReportUseCase.execute(report))
    } catch {
      showsSendFailure = true
    }
  }

  private var report: StatusReport {
    StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted, completionType: completionType, photos: photos)
  }
}
