import ServiceKit
import Testing

@testable import Redux

@MainActor
struct AppReducerTests {
  @Test func logOutTappedDropsAllUserState() {
    var state = AppState(
      user: TestData.user,
      tasks: TasksState(events: .loaded(TestData.sortedEvents), searchText: "praha", isOpenOnly: true),
      detail: EventDetailState(eventID: 1, event: .loaded(TestData.event(1))),
      customer: CustomerState(customerID: 1, customer: .loaded(TestData.customer(1))),
      report: ReportState(note: "Hotovo"),
      navigation: NavigationState(tab: .account, path: [.event(1), .customer(1)], sheet: .report(eventID: 1)))

    appReducer(&state, .account(.logOutTapped))

    #expect(state == AppState())
  }

  @Test func anActionReachesEveryScreensReducer() {
    var sent = TestData.event(1)
    sent.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    var state = AppState(
      user: TestData.user, tasks: TasksState(events: .loaded(TestData.sortedEvents)),
      detail: EventDetailState(eventID: 1, event: .loaded(TestData.event(1))),
      report: ReportState(isCompleted: true, completionType: .repaired, isSending: true),
      navigation: NavigationState(path: [.event(1)], sheet: .report(eventID: 1)))

    appReducer(&state, .report(.sent(sent)))

    #expect(state.tasks.events.value?.first { $0.id == 1 } == sent)
    #expect(state.detail?.event == .loaded(sent))
    #expect(state.report == ReportState())
    #expect(state.navigation.sheet == nil)
  }
}
