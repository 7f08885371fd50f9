import CleanDomain
import ServiceKit

/// Sends status reports to the field-service backend.
@MainActor
public final class BackendReportRepository: ReportRepository {
  private let backend: any Backend

  public init(backend: any Backend) {
    self.backend = backend
  }

  public func submit(_ report: CleanDomain.StatusReport) async throws -> Event {
    do {
      return try await backend.submit(ServiceKit.StatusReport(report)).toDomain()
    } catch {
      throw DomainError(error)
    }
  }
}
