/// Sends a technician's status report about an event.
@MainActor
public struct SubmitReportUseCase {
  private let repository: any ReportRepository

  public init(repository: any ReportRepository) {
    self.repository = repository
  }

  /// Returns the event as the report left it; a report that is not ready is not sent.
  public func execute(_ report: StatusReport) async throws -> Event {
    guard report.isReadyToSend else { throw DomainError.incompleteReport }
    return try await repository.submit(report)
  }
}
