import ServiceKit

/// Hears that a ``ReportPresenter`` sent its report, and how the event looks now.
@MainActor
protocol ReportPresenterDelegate: AnyObject {
  func reportPresenter(_ presenter: ReportPresenter, didSubmit event: ServiceEvent)
}
