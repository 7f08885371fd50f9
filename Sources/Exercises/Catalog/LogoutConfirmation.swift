import SampleRegistry
import ServiceKit

extension ExerciseCatalog {
  /// An alert that confirms logging out.
  static let logoutConfirmation = Exercise(
    id: "logout-confirmation", title: "Confirm logging out",
    summary: "Log out asks first, in an alert; only confirming logs out.",
    scenarios: [
      Scenario("logoutConfirmation.asks") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        try await app.tabs["Account"].tap()
        try await app.buttons["logOut"].tap()
        let alert = app.alerts["Log out?"]
        try expect(alert.exists, "tapping Log out showed no alert titled 'Log out?'")
        try expect(
          alert.staticTexts["You will need to log in again."].exists,
          "the alert lacks the message 'You will need to log in again.'")
        try expect(!backend.calls.contains(.logout), "the backend was called before confirming")
      },
      Scenario("logoutConfirmation.cancelStays") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        try await app.tabs["Account"].tap()
        try await app.buttons["logOut"].tap()
        try await app.alerts["Log out?"].buttons["Cancel"].tap()
        try expect(!app.alerts["Log out?"].exists, "the alert is still shown after Cancel")
        try expect(app.tabs["Account"].exists, "Cancel left the account screen")
        try expect(!backend.calls.contains(.logout), "Cancel called the backend's logout")
      },
      Scenario("logoutConfirmation.confirmLogsOut") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        try await app.tabs["Account"].tap()
        try await app.buttons["logOut"].tap()
        try await app.alerts["Log out?"].buttons["Log out"].tap()
        try expect(backend.calls.last == .logout, "confirming did not call the backend's logout")
        try expect(app.textFields["Username"].exists, "confirming did not return to the login screen")
      },
    ])
}
