import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct ReportInteractorTests {
  final class OutputSpy: ReportInteractorOutput {
    var sentCount = 0
    var failureCount = 0

    func didSubmitReport() {
      sentCount += 1
    }

    func didFailToSubmitReport() {
      failureCount += 1
    }
  }

  let output = OutputSpy()

  private func submit(_ draft: ReportDraft, eventID: Int = 3, backend: FixtureBackend) async {
    let interactor = ReportInteractor(eventID: eventID, backend: backend)
    interactor.output = output
    interactor.submit(draft)
    await yield { output.sentCount + output.failureCount > 0 }
  }

  @Test(arguments: [
    (ReportCompletionType.repaired, CompletionType.repaired), (.newPart, .newPart), (.other, .other),
  ])
  func submitsTheDraftAsAStatusReport(type: ReportCompletionType, expected: CompletionType) async throws {
    let backend = try await loggedInBackend()

    await submit(
      ReportDraft(note: "Hotovo", isCompleted: true, completionType: type, photoNames: ["IMG_0002", "IMG_0001"]),
      backend: backend)

    #expect(output.sentCount == 1)
    #expect(
      backend.storedEvent(id: 3)?.report
        == StatusReport(
          eventID: 3, note: "Hotovo", isCompleted: true, completionType: expected,
          photos: [Photo(id: "IMG_0002"), Photo(id: "IMG_0001")]))
  }

  @Test func anOpenReportHasNoCompletionType() async throws {
    let backend = try await loggedInBackend()

    await submit(
      ReportDraft(note: "Čeká se na díl", isCompleted: false, completionType: .other), backend: backend)

    #expect(
      backend.storedEvent(id: 3)?.report
        == StatusReport(eventID: 3, note: "Čeká se na díl", isCompleted: false, completionType: nil, photos: []))
  }

  @Test func aFailedSubmitIsReported() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.submitReport)

    await submit(ReportDraft(), backend: backend)

    #expect(output.failureCount == 1)
    #expect(backend.storedEvent(id: 3)?.report == nil)
  }
}
