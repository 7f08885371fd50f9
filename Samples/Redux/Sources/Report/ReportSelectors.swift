import ServiceKit

extension ReportState {
  /// Whether Send is enabled: not while sending, and a completed event must say how it was completed.
  var canSend: Bool {
    !isSending && (!isCompleted || completionType != nil)
  }

  /// The report the form describes, about the event with `eventID`.
  func statusReport(eventID: ServiceEvent.ID) -> StatusReport {
    StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted, completionType: completionType, photos: photos)
  }
}
