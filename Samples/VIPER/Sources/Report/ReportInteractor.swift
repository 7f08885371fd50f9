import ServiceKit

/// Turns the form into a status report for its event and sends it to the backend.
@MainActor
final class ReportInteractor: ReportInteractorInput {
  weak var output: ReportInteractorOutput?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
  }

  /// Only a completed event has a completion type.
  func submit(_ draft: ReportDraft) {
    let report = StatusReport(
      eventID: eventID, note: draft.note, isCompleted: draft.isCompleted,
      completionType: draft.isCompleted ? draft.completionType.map(Self.completionType) : nil,
      photos: draft.photoNames.map(Photo.init(id:)))
    Task {
      do {
        _ = try await backend.submit(report)
        output?.didSubmitReport()
      } catch {
        output?.didFailToSubmitReport()
      }
    }
  }

  private static func completionType(_ type: ReportCompletionType) -> CompletionType {
    switch type {
    case .repaired: .repaired
    case .newPart: .newPart
    case .other: .other
    }
  }
}
