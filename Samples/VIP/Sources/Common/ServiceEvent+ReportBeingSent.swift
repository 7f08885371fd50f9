import ServiceKit

extension ServiceEvent {
  /// The event as shown while `report` is sent: a report that completes it shows it completed at once, before the
  /// server answers or echoes it, and the event as it was again once `report` is `nil`.
  func shown(whileSending report: StatusReport?) -> ServiceEvent {
    guard let report, report.eventID == id, report.isCompleted else { return self }
    var event = self
    event.report = report
    return event
  }
}
