import ServiceKit
import Testing

@testable import Redux

@MainActor
struct LoggingMiddlewareTests {
  private func log(_ actions: AppAction..., from state: AppState = AppState()) -> [String] {
    let log = LoggingMiddleware()
    let store = Store(initialState: state, middleware: [log])
    actions.forEach(store.dispatch)
    return log.entries.map(\.description)
  }

  @Test func anEntryNamesTheActionAndTheFieldsItChanged() {
    #expect(log(.tasks(.searchTextChanged("p"))) == [#"tasks.searchTextChanged("p") | tasks.searchText: "" → "p""#])
  }

  @Test func anActionThatChangesNothingSaysSo() {
    #expect(log(.tasks(.refreshPulled)) == ["tasks.refreshPulled | no change"])
  }

  @Test func oneActionCanChangeSeveralScreens() {
    #expect(
      log(.tasks(.eventTapped(3)), from: TestData.loggedIn) == [
        "tasks.eventTapped(3) | detail: nil → EventDetailState(eventID: 3, event: loading, isRemoved: false); "
          + "navigation.path: [] → [event(3)]"
      ])
  }

  @Test func longCollectionsAndIdentifiableValuesAreShortened() {
    #expect(
      log(.tasks(.appeared), .tasks(.eventsLoaded(TestData.sortedEvents)), .login(.loggedIn(TestData.session))) == [
        "tasks.appeared | tasks.events: notLoaded → loading",
        "tasks.eventsLoaded([8 items]) | tasks.events: loading → loaded([8 items])",
        #"login.loggedIn(AuthSession(token: "session-1-1", user: User(id: 1))) | user: nil → User(id: 1)"#,
      ])
  }

  @Test func labelledValuesKeepTheirLabels() {
    #expect(
      log(.eventDetail(.reportStatusTapped(1)), .report(.sendTapped(eventID: 1))) == [
        "eventDetail.reportStatusTapped(1) | navigation.sheet: nil → report(eventID: 1)",
        "report.sendTapped(eventID: 1) | report.isSending: false → true",
      ])
  }

  @Test func theSinkGetsEachEntrysLine() {
    var lines: [String] = []
    let store = Store(middleware: [LoggingMiddleware { lines.append($0) }])

    store.dispatch(.navigation(.tabSelected(.account)))
    store.dispatch(.report(.photosPicked([Photo(id: "IMG_0001")])))

    #expect(
      lines == [
        "navigation.tabSelected(account) | navigation.tab: tasks → account",
        #"report.photosPicked([Photo(id: IMG_0001)]) | report.photos: [] → [Photo(id: IMG_0001)]"#,
      ])
  }
}
