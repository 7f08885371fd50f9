import CleanDomain
import Observation

/// What the screen beneath the report form does as the report is sent.
public struct ReportSending {
  /// The report is being sent: the screen shows what it makes of the event at once, not waiting for the server.
  let willSend: (StatusReport) -> Void
  /// The report was sent; the event is as the report left it.
  let didSend: (Event) -> Void
  /// Sending failed: the screen shows again what it showed before `willSend`.
  let didFail: () -> Void
}

/// What the report form asks its flow to do; the flow presents the form and closes it.
public struct ReportViewModelActions {
  let sending: ReportSending
  /// The technician closed the form without sending.
  let close: () -> Void
}

/// The report form's state: what the technician filled in, whether it can be sent, and sending it.
@MainActor
@Observable
public final class ReportViewModel: Identifiable {
  var note = ""
  var isCompleted = false
  var completionType: CompletionType?
  private(set) var photos: [Photo] = []
  private(set) var isSending = false
  var showsSendFailure = false
  private let eventID: Event.ID
  private let submitReportUseCase: any SubmitReportUseCase
  private let actions: ReportViewModelActions

  public init(eventID: Event.ID, submitReportUseCase: any SubmitReportUseCase, actions: ReportViewModelActions) {
    self.eventID = eventID
    self.submitReportUseCase = submitReportUseCase
    self.actions = actions
  }

  var canSend: Bool { report.isReadyToSend }

  /// Adds the picked photos after those already attached, each once.
  func attach(_ picked: [Photo]) {
    photos += picked.filter { !photos.contains($0) }
  }

  func send() async {
    let report = report
    isSending = true
    defer { isSending = false }
    actions.sending.willSend(report)
    do {
      actions.sending.didSend(try await submitReportUseCase.execute(report))
    } catch {
      actions.sending.didFail()
      showsSendFailure = true
    }
  }

  func close() {
    actions.close()
  }

  private var report: StatusReport {
    StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted, completionType: completionType, photos: photos)
  }
}
