import ServiceKit

/// The backend work the report form's interactor asks for; its tests put a spy in the worker's place.
@MainActor
protocol ReportWorkerLogic {
  /// Returns the event as the report left it.
  func submit(_ report: StatusReport) async throws -> ServiceEvent
}

/// Does the report form's backend work.
@MainActor
final class ReportWorker: ReportWorkerLogic {
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func submit(_ report: StatusReport) async throws -> ServiceEvent {
    try await backend.submit(report)
  }
}
