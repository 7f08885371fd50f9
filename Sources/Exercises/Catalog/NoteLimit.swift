import SampleRegistry

extension ExerciseCatalog {
  /// A length limit on the report's note, with a counter.
  static let noteLimit = Exercise(
    id: "note-limit", title: "Note limit",
    summary: "The report's note counts its characters against a limit of 140, and Send waits until it fits.",
    scenarios: [
      Scenario("noteLimit.counts") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.1"].tap()
        try await app.buttons["Report status"].tap()
        try expect(
          app.staticTexts["noteCount"].label == "0/140",
          "the empty form shows \(AppSteps.text(app, "noteCount")), expected '0/140'")
        try await app.textFields["Note"].typeText("Hello")
        try expect(
          app.staticTexts["noteCount"].label == "5/140",
          "after typing 5 characters: \(AppSteps.text(app, "noteCount")), expected '5/140'")
      },
      Scenario("noteLimit.blocksSendOverLimit") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.1"].tap()
        try await app.buttons["Report status"].tap()
        try await app.textFields["Note"].typeText(String(repeating: "a", count: 141))
        try expect(
          app.staticTexts["noteCount"].label == "141/140",
          "with 141 characters: \(AppSteps.text(app, "noteCount")), expected '141/140'")
        try expect(!app.buttons["send"].isEnabled, "Send is enabled with a 141-character note")
      },
      Scenario("noteLimit.sendsAtLimit") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.1"].tap()
        try await app.buttons["Report status"].tap()
        try await app.textFields["Note"].typeText(String(repeating: "a", count: 140))
        try expect(app.buttons["send"].isEnabled, "Send is disabled with a 140-character note")
      },
    ])
}
