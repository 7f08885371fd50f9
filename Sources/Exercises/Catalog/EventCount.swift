import SampleRegistry
import ServiceKit

extension ExerciseCatalog {
  /// A count of the events the list shows.
  static let eventCount = Exercise(
    id: "event-count", title: "Event count",
    summary: "Under the list, the number of events shown, following search, Open only and live updates.",
    scenarios: [
      Scenario("eventCount.all") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try expect(
          app.staticTexts["eventCount"].label == "8 events",
          "after login: \(AppSteps.text(app, "eventCount")), expected '8 events'")
      },
      Scenario("eventCount.followsFilters") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.switches["openOnly"].tap()
        try expect(
          app.staticTexts["eventCount"].label == "7 events",
          "with Open only: \(AppSteps.text(app, "eventCount")), expected '7 events'")
        try await app.searchFields.firstMatch.typeText("cerpadla")
        try expect(
          app.staticTexts["eventCount"].label == "1 event",
          "searching 'cerpadla': \(AppSteps.text(app, "eventCount")), expected '1 event'")
        try await app.searchFields.firstMatch.typeText("zzz")
        try expect(!app.staticTexts["eventCount"].exists, "#eventCount is shown while no event is")
      },
      Scenario("eventCount.followsLiveUpdates") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        backend.simulate(.removed(3))
        try await app.waitForIdle()
        try expect(
          app.staticTexts["eventCount"].label == "7 events",
          "after the backend removed an event: \(AppSteps.text(app, "eventCount")), expected '7 events'")
      },
    ])
}
