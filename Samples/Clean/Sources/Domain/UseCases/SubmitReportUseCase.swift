/// Sends a technician's status report about an event.
public protocol SubmitReportUseCase: Sendable {
  /// Returns the event as the report left it; a report that is not ready is not sent.
  nonisolated(nonsending) func execute(_ report: StatusReport) async throws -> Event
}

/// Sends ready reports to the report repository.
public struct DefaultSubmitReportUseCase: SubmitReportUseCase {
  private let repository: any ReportRepository

  public init(repository: any ReportRepository) {
    self.repository = repository
  }

  public func execute(_ report: StatusReport) async throws -> Event {
    guard report.isReadyToSend else { throw DomainError.incompleteReport }
    return try await repository.submit(report)
  }
}
