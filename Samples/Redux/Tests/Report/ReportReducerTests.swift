import ServiceKit
import Testing

@testable import Redux

@MainActor
struct ReportReducerTests {
  private let filled = ReportState(
    note: "Hotovo", isCompleted: true, completionType: .repaired, photos: [Photo(id: "IMG_0001")])

  private func reduce(_ state: ReportState, _ action: ReportAction) -> ReportState {
    var state = state
    reportReducer(&state, .report(action))
    return state
  }

  @Test func noteChangedSetsIt() {
    #expect(reduce(ReportState(), .noteChanged("Hotovo")).note == "Hotovo")
  }

  @Test func completedChangedSetsIt() {
    #expect(reduce(ReportState(), .completedChanged(true)) == ReportState(isCompleted: true))
  }

  @Test func notCompletedDropsTheCompletionType() {
    let state = reduce(filled, .completedChanged(false))

    #expect(!state.isCompleted)
    #expect(state.completionType == nil)
  }

  @Test func completionTypePickedSetsIt() {
    let state = reduce(ReportState(isCompleted: true), .completionTypePicked(.newPart))

    #expect(state.completionType == .newPart)
  }

  @Test func photosPickedAreAddedInOrderEachOnce() {
    let state = reduce(filled, .photosPicked([Photo(id: "IMG_0003"), Photo(id: "IMG_0001"), Photo(id: "IMG_0002")]))

    #expect(state.photos.map(\.id) == ["IMG_0001", "IMG_0003", "IMG_0002"])
  }

  @Test func sendTappedBlocksTheForm() {
    #expect(reduce(filled, .sendTapped(eventID: 1)).isSending)
  }

  @Test func sendFailedKeepsTheForm() {
    var sending = filled
    sending.isSending = true

    #expect(reduce(sending, .sendFailed) == filled)
  }

  @Test func sentEmptiesTheForm() {
    #expect(reduce(filled, .sent(TestData.event(1))) == ReportState())
  }

  @Test func closedEmptiesTheForm() {
    #expect(reduce(filled, .closed) == ReportState())
  }

  @Test(arguments: [ReportAction.attachPhotosTapped, .photoPickerDismissed, .alertDismissed])
  func presentationActionsLeaveTheFormAlone(action: ReportAction) {
    #expect(reduce(filled, action) == filled)
  }

  @Test func otherScreensActionsLeaveTheFormAlone() {
    var state = filled

    reportReducer(&state, .tasks(.appeared))

    #expect(state == filled)
  }
}
