import ServiceKit

/// Hears how the report of a ``ReportPresenter`` gets on: on its way, not sent, or sent, and how the event looks now.
@MainActor
protocol ReportPresenterDelegate: AnyObject {
  /// The report is on its way: the delegate shows its change at once.
  func reportPresenter(_ presenter: ReportPresenter, willSubmit report: StatusReport)
  /// The report was not sent: the delegate takes its change back before the form says so.
  func reportPresenter(_ presenter: ReportPresenter, didFailToSubmit report: StatusReport)
  func reportPresenter(_ presenter: ReportPresenter, didSubmit event: ServiceEvent)
}
