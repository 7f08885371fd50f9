import ServiceKit

/// Does the report form's backend work.
@MainActor
final class ReportWorker {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  /// Returns the event as the report left it.
  func submit(_ report: StatusReport) async throws -> ServiceEvent {
    try await backend.submit(report)
  }
}
