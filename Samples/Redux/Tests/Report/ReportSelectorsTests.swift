import ServiceKit
import Testing

@testable import Redux

@MainActor
struct ReportSelectorsTests {
  @Test(arguments: [
    (ReportState(), true),
    (ReportState(isCompleted: true), false),
    (ReportState(isCompleted: true, completionType: .other), true),
    (ReportState(isSending: true), false),
  ])
  func canSendOnlyACompleteFormNotAlreadySending(state: ReportState, canSend: Bool) {
    #expect(state.canSend == canSend)
  }

  @Test func statusReportIsTheForm() {
    let state = ReportState(
      note: "Hotovo", isCompleted: true, completionType: .newPart, photos: [Photo(id: "IMG_0002")])

    #expect(
      state.statusReport(eventID: 4)
        == StatusReport(
          eventID: 4, note: "Hotovo", isCompleted: true, completionType: .newPart, photos: [Photo(id: "IMG_0002")]))
  }
}
