import Foundation
import SampleRegistry
import ServiceKit
import UITestDriver

extension ExerciseCatalog {
  /// A screen pushed from the detail that lists the reports sent about the event.
  static let reportHistory = Exercise(
    id: "report-history", title: "Report history",
    summary: "A History button on the detail pushes the event's reports, newest first, loaded from the backend.",
    scenarios: [
      Scenario("reportHistory.opensFromDetail") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        try await app.cells["event.5"].tap()
        try expect(app.buttons["history"].label == "History", "the detail has no button 'History' (#history)")
        try expect(!backend.calls.contains(.reports), "the detail loaded the history before History was tapped")
        try await app.buttons["history"].tap()
        let title = HistorySteps.navigationTitle(app)
        try expect(title == "History", "History pushed a screen titled \(title ?? "nothing"), expected 'History'")
        let calls = backend.calls.filter { $0 == .reports }.count
        try expect(calls == 1, "opening the history called reports(eventID:) \(calls) times, expected once")
      },
      Scenario("reportHistory.listsNewestFirst") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.5"].tap()
        try await app.buttons["history"].tap()
        let rows = HistorySteps.reportIDs(app)
        try expect(rows == [2, 1], "event 5's history shows rows \(rows), expected report.2 then report.1")
        try HistorySteps.expectRow(app, 2, ["20.11.2026 11:05", "Completed", "Revize bez závad."])
        try HistorySteps.expectRow(app, 1, ["20.11.2026 08:30", "Open", "Netěsní ventil, čekám na těsnění."])
      },
      Scenario("reportHistory.showsReportJustSent") { architecture in
        let backend = FixtureBackend()
        backend.now = { HistorySteps.sentAt }
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        try await app.cells["event.5"].tap()
        try await app.buttons["Report status"].tap()
        try await app.textFields["Note"].typeText("Kontrola po revizi")
        try await app.buttons["Send"].tap()
        try await app.buttons["history"].tap()
        let rows = HistorySteps.reportIDs(app)
        try expect(rows == [3, 2, 1], "after sending a report the rows are \(rows), expected report.3, .2, .1")
        try HistorySteps.expectRow(app, 3, ["26.11.2026 15:00", "Open", "Kontrola po revizi"])
      },
      Scenario("reportHistory.emptyState") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.1"].tap()
        try await app.buttons["history"].tap()
        let rows = HistorySteps.reportIDs(app)
        try expect(rows.isEmpty, "event 1 has no reports, but rows \(rows) are shown")
        try expect(
          app.staticTexts["No reports yet."].exists,
          "event 1 has no reports, but the text 'No reports yet.' is not shown")
      },
      Scenario("reportHistory.loadFailureRetry") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        try await app.cells["event.5"].tap()
        backend.failNext(.reports)
        try await app.buttons["history"].tap()
        try expect(
          app.staticTexts["Could not load the history."].exists,
          "a failed load does not show 'Could not load the history.'")
        try await app.buttons["Retry"].tap()
        let rows = HistorySteps.reportIDs(app)
        try expect(rows == [2, 1], "after Retry the rows are \(rows), expected report.2 then report.1")
      },
      Scenario("reportHistory.backReturnsToDetail") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.5"].tap()
        try await app.buttons["history"].tap()
        try await app.goBack()
        let title = HistorySteps.navigationTitle(app)
        try expect(
          title == "Revize plynového kotle",
          "Back from the history shows \(title ?? "no title"), expected the detail 'Revize plynového kotle'")
        try expect(app.staticTexts["status"].label == "Completed", "the detail's status is not 'Completed' after Back")
        try expect(app.buttons["history"].exists, "the detail lost its History button after Back")
        try await app.goBack()
        let list = HistorySteps.navigationTitle(app)
        try expect(list == "Tasks", "a second Back shows \(list ?? "no title"), expected 'Tasks'")
      },
    ])
}

/// What the history scenarios read off the element tree.
@MainActor
private enum HistorySteps {
  /// The submission date `showsReportJustSent` gives the backend: 26.11.2026 15:00 UTC.
  static let sentAt = Date(timeIntervalSince1970: 1_795_705_200)

  static func navigationTitle(_ app: AppDriver) -> String? {
    app.navigationBars.firstMatch.staticTexts["navigationTitle"].element?.label
  }

  /// The ids of the history's rows (`report.<id>`), in order.
  static func reportIDs(_ app: AppDriver) -> [Int] {
    app.cells.allElements.compactMap { row in
      row.identifier.hasPrefix("report.") ? Int(row.identifier.dropFirst("report.".count)) : nil
    }
  }

  static func expectRow(_ app: AppDriver, _ id: Int, _ texts: [String]) throws(ScenarioFailure) {
    let shown = app.cells["report.\(id)"].staticTexts.allElements.map(\.label)
    try expect(shown == texts, "row report.\(id) shows \(shown), expected \(texts)")
  }
}
