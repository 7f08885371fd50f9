import Foundation

/// A status report as the backend keeps it: numbered and dated when it was sent.
///
/// ```swift
/// let history = try await backend.reports(eventID: 5)
/// history.last?.report.isCompleted  // true: the report that completed the event
/// ```
public struct ReportRecord: Identifiable, Equatable, Hashable, Sendable, Codable {
  /// Unique across every event, in the order the reports were sent.
  public var id: Int
  public var submittedAt: Date
  public var report: StatusReport

  public init(id: Int, submittedAt: Date, report: StatusReport) {
    self.id = id
    self.submittedAt = submittedAt
    self.report = report
  }
}
