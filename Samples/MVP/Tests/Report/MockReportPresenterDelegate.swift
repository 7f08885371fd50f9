import ServiceKit

@testable import MVP

/// Records the events a ``ReportPresenter`` reported as sent.
@MainActor
final class MockReportPresenterDelegate: ReportPresenterDelegate {
  private(set) var submittedEvents: [ServiceEvent] = []

  func reportPresenter(_ presenter: ReportPresenter, didSubmit event: ServiceEvent) {
    submittedEvents.append(event)
  }
}
