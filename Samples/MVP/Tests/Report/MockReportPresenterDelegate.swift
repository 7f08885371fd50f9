import ServiceKit

@testable import MVP

/// Records how the reports of a ``ReportPresenter`` got on.
@MainActor
final class MockReportPresenterDelegate: ReportPresenterDelegate {
  private(set) var submittingReports: [StatusReport] = []
  private(set) var failedReports: [StatusReport] = []
  private(set) var submittedEvents: [ServiceEvent] = []

  func reportPresenter(_ presenter: ReportPresenter, willSubmit report: StatusReport) {
    submittingReports.append(report)
  }

  func reportPresenter(_ presenter: ReportPresenter, didFailToSubmit report: StatusReport) {
    failedReports.append(report)
  }

  func reportPresenter(_ presenter: ReportPresenter, didSubmit event: ServiceEvent) {
    submittedEvents.append(event)
  }
}
