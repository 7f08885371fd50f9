import ServiceKit
import Testing

@testable import Redux

@MainActor
struct NavigationReducerTests {
  private func reduce(_ state: NavigationState, _ action: AppAction) -> NavigationState {
    var state = state
    navigationReducer(&state, action)
    return state
  }

  private let onDetail = NavigationState(path: [.event(1)])
  private let onReport = NavigationState(path: [.event(1)], sheet: .report(eventID: 1))

  @Test func tabSelectedSelectsIt() {
    #expect(reduce(NavigationState(), .navigation(.tabSelected(.account))).tab == .account)
  }

  @Test func pathChangedSetsIt() {
    #expect(
      reduce(NavigationState(path: [.event(1), .customer(1)]), .navigation(.pathChanged([.event(1)]))) == onDetail)
  }

  @Test func eventTappedPushesTheDetail() {
    #expect(reduce(NavigationState(), .tasks(.eventTapped(1))) == onDetail)
  }

  @Test func customerTappedPushesTheCustomer() {
    #expect(reduce(onDetail, .eventDetail(.customerTapped(4))).path == [.event(1), .customer(4)])
  }

  @Test func reportStatusTappedPresentsTheReport() {
    #expect(reduce(onDetail, .eventDetail(.reportStatusTapped(1))) == onReport)
  }

  @Test(arguments: [ReportAction.closed, .sent(TestData.event(1))])
  func closingOrSendingDismissesTheReport(action: ReportAction) {
    #expect(reduce(onReport, .report(action)) == onDetail)
  }

  @Test func sendFailedShowsTheAlert() {
    #expect(reduce(onReport, .report(.sendFailed)).alert == .reportNotSent)
  }

  @Test func alertDismissedHidesIt() {
    var state = onReport
    state.alert = .reportNotSent

    #expect(reduce(state, .report(.alertDismissed)) == onReport)
  }

  @Test func attachPhotosTappedShowsThePicker() {
    #expect(reduce(onReport, .report(.attachPhotosTapped)).isPhotoPickerPresented)
  }

  @Test func photoPickerDismissedHidesIt() {
    var state = onReport
    state.isPhotoPickerPresented = true

    #expect(reduce(state, .report(.photoPickerDismissed)) == onReport)
  }

  @Test(arguments: [AppAction.report(.noteChanged("x")), .tasks(.appeared), .customer(.retryTapped(1))])
  func otherActionsStayPut(action: AppAction) {
    #expect(reduce(onReport, action) == onReport)
  }

  @Test func backToListPopsToTheList() {
    #expect(reduce(onDetail, .eventDetail(.backToListTapped)) == NavigationState())
  }
}
