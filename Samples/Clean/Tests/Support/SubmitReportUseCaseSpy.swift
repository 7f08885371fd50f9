import CleanDomain

/// A use case that records the reports sent and answers as a test sets it up.
@MainActor
final class SubmitReportUseCaseSpy: SubmitReportUseCase {
  var failure: DomainError?
  /// Runs while a report is being sent, so that a test can look at the state then.
  var whileSubmitting: () -> Void = {}
  private(set) var submitted: [StatusReport] = []

  @MainActor
  func execute(_ report: StatusReport) async throws -> Event {
    submitted.append(report)
    whileSubmitting()
    if let failure {
      throw failure
    }
    return TestData.event(id: report.eventID, isCompleted: report.isCompleted)
  }
}
