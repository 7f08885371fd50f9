import CleanDomain
import Testing

struct StatusReportTests {
  @Test func anOpenReportHasNoCompletionType() {
    let report = StatusReport(eventID: 1, note: "", isCompleted: false, completionType: .other, photos: [])

    #expect(report.completionType == nil)
    #expect(report.isReadyToSend)
  }

  @Test func aCompletedReportMustSayHow() {
    let report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: nil, photos: [])
    let completed = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .newPart, photos: [])

    #expect(!report.isReadyToSend)
    #expect(completed.isReadyToSend)
    #expect(completed.completionType == .newPart)
  }

  @Test func anEventIsAsTheReportLeavesIt() {
    let open = TestData.event(id: 1)
    let completing = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    let reopening = StatusReport(eventID: 1, note: "", isCompleted: false, completionType: nil, photos: [])

    #expect(open.reported(by: completing) == TestData.event(id: 1, isCompleted: true))
    #expect(open.reported(by: completing).reported(by: reopening) == open)
  }
}
