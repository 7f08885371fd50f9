import HeadlessUI
import ServiceKit
import Testing
import UITestDriver

@testable import Redux

/// A view's body is evaluated again only when a part of the state that it selected changed.
@MainActor
struct BodyEvaluationTests {
  /// The report form open over event 3's detail, which is on the Tasks stack above the list.
  private static var reportOverDetail: AppState {
    var state = TestData.loggedIn
    state.detail = EventDetailState(eventID: 3, event: .loaded(TestData.event(3)))
    state.navigation = NavigationState(tab: .tasks, path: [.event(3)], sheet: .report(eventID: 3))
    return state
  }

  @Test func aKeystrokeInTheNoteEvaluatesTheReportFormAlone() async throws {
    let app = try await launchApp(in: Self.reportOverDetail)
    let before = app.application.statistics.viewUpdates

    try await app.textFields["note"].typeText("H")

    #expect(app.textFields["note"].value == "H")
    // The form reads the report; the detail, the list, the tabs and the root under it read none of it.
    #expect(app.application.statistics.viewUpdates - before == 1)
  }

  @Test func anActionThatLeavesTheStateEqualEvaluatesNoBody() async throws {
    var log: [String] = []
    let app = try await launchApp(in: TestData.loggedIn, actionLog: { log.append($0) })
    let before = app.application.statistics.viewUpdates

    try await app.tabs["Tasks"].tap()

    #expect(log.last == "navigation.tabSelected(tasks) | no change")
    #expect(app.application.statistics.viewUpdates - before == 0)
  }
}
