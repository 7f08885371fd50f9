import SampleRegistry
import ServiceKit

extension ExerciseCatalog {
  /// A password rule checked while typing.
  static let passwordRule = Exercise(
    id: "password-rule", title: "Password rule",
    summary: "While the password has 1 to 5 characters, say so under the field, and do not log in.",
    scenarios: [
      Scenario("passwordRule.showsWhileShort") { architecture in
        let app = try await AppSteps.launch(architecture)
        try expect(!app.staticTexts["passwordRule"].exists, "#passwordRule is shown before anything was typed")
        try await app.secureTextFields["Password"].typeText("abc")
        try expect(
          app.staticTexts["passwordRule"].label == "Use at least 6 characters.",
          "after typing 3 characters: \(AppSteps.text(app, "passwordRule")), expected 'Use at least 6 characters.'")
        try await app.secureTextFields["Password"].typeText("def")
        try expect(
          !app.staticTexts["passwordRule"].exists, "#passwordRule is still shown with 6 characters typed")
      },
      Scenario("passwordRule.blocksLogin") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launch(architecture, backend: backend)
        try await app.textFields["Username"].typeText("jnovak")
        try await app.secureTextFields["Password"].typeText("abc")
        try await app.buttons["Log in"].tap()
        try expect(
          backend.calls.isEmpty,
          "Log in with a 3-character password called the backend: \(backend.calls.map(\.rawValue))")
        try expect(app.staticTexts["passwordRule"].exists, "#passwordRule disappeared after tapping Log in")
      },
      Scenario("passwordRule.longPasswordLogsIn") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try expect(app.tabs["Tasks"].exists, "logging in with the 9-character fixture password did not succeed")
      },
    ])
}
