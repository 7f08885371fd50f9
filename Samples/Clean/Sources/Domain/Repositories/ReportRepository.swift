/// Where status reports go.
public protocol ReportRepository: Sendable {
  /// Sends the report and returns the event as the report left it.
  func submit(_ report: StatusReport) async throws -> Event
}
