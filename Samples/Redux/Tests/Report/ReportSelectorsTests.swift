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

  @Test func theReportBeingSentIsTheFormOnlyWhileItIsSent() {
    let form = ReportState(note: "Hotovo", isCompleted: true, completionType: .repaired)
    var state = AppState(report: form, navigation: NavigationState(path: [.event(1)], sheet: .report(eventID: 1)))
    #expect(state.reportBeingSent == nil)

    state.report.isSending = true

    #expect(state.reportBeingSent == form.statusReport(eventID: 1))
  }

  @Test func onlyACompletingReportShowsItsEventCompleted() {
    let completing = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    let open = StatusReport(eventID: 1, note: "", isCompleted: false, completionType: nil, photos: [])

    #expect(TestData.event(1).shown(whileSending: completing).isCompleted)
    #expect(!TestData.event(1).shown(whileSending: open).isCompleted)
    #expect(!TestData.event(2).shown(whileSending: completing).isCompleted)
    #expect(TestData.event(1).shown(whileSending: nil) == TestData.event(1))
  }
}
