import SampleRegistry

extension ExerciseCatalog {
  /// A toggle that reverses the list's order.
  static let sortToggle = Exercise(
    id: "sort-toggle", title: "Newest first",
    summary: "A toggle on the list that shows the latest events first, combined with search and Open only.",
    scenarios: [
      Scenario("sortToggle.offAtStart") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try expect(app.switches["newestFirst"].label == "Newest first", "no toggle 'Newest first' (#newestFirst)")
        try expect(app.switches["newestFirst"].value == "0", "'Newest first' is not off at start")
        let rows = AppSteps.visibleEventIDs(app)
        try expect(rows == AppSteps.sortedEventIDs, "rows \(rows) are not earliest first at start")
      },
      Scenario("sortToggle.newestFirst") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.switches["newestFirst"].tap()
        let rows = AppSteps.visibleEventIDs(app)
        let expected = Array(AppSteps.sortedEventIDs.reversed())
        try expect(rows == expected, "with 'Newest first' on the rows are \(rows), expected \(expected)")
        try await app.switches["newestFirst"].tap()
        let back = AppSteps.visibleEventIDs(app)
        try expect(back == AppSteps.sortedEventIDs, "switching it off again gives \(back)")
      },
      Scenario("sortToggle.combinesWithOpenOnly") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.switches["newestFirst"].tap()
        try await app.switches["openOnly"].tap()
        let rows = AppSteps.visibleEventIDs(app)
        let expected = AppSteps.sortedEventIDs.reversed().filter { $0 != 5 }
        try expect(rows == expected, "newest first and open only: rows \(rows), expected \(expected)")
      },
    ])
}
