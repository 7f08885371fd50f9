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

extension AppState {
  /// The report while it is sent, `nil` once it was sent or failed: derived, not stored, so that a failed send
  /// leaves nothing to roll back.
  var reportBeingSent: StatusReport? {
    guard report.isSending, case .report(let eventID) = navigation.sheet else { return nil }
    return report.statusReport(eventID: eventID)
  }
}

extension ServiceEvent {
  /// The event as shown while `report` is sent: a report that completes it shows it completed at once, not when
  /// the server answers or echoes it.
  func shown(whileSending report: StatusReport?) -> ServiceEvent {
    guard let report, report.eventID == id, report.isCompleted else { return self }
    var event = self
    event.report = report
    return event
  }
}
