/// Where status reports go.
@MainActor
public protocol ReportRepository {
  /// Sends the report and returns the event as the report left it.
  func submit(_ report: StatusReport) async throws -> Event
}
