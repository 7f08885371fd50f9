import SampleRegistry
import ServiceKit
import UITestDriver

extension ExerciseCatalog {
  /// A registration form reached from the login screen, validated live once the user pauses.
  static let registration = Exercise(
    id: "registration", title: "Registration with live validation",
    summary:
      "A Register button on the login screen opens a form whose errors appear 500 ms after the user stops typing, and that registers and logs in.",
    scenarios: [
      Scenario("registration.opensFromLogin") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launch(architecture, backend: backend)
        try expect(app.buttons["register"].label == "Register", "the login screen has no button 'Register' (#register)")
        try await app.buttons["register"].tap()
        let sheet = app.sheets.firstMatch
        try expect(sheet.exists, "Register did not open a sheet")
        try expect(sheet.label == "Register", "the sheet is titled '\(sheet.label)', expected 'Register'")
        try RegistrationSteps.expectForm(app)
        try RegistrationSteps.expectErrors(app, email: nil, password: nil, nickname: nil, when: "before any typing")
        try expect(backend.calls.isEmpty, "opening the form called the backend: \(backend.calls.map(\.rawValue))")
      },
      Scenario("registration.quietWhileTyping") { architecture in
        let app = try await RegistrationSteps.openForm(architecture)
        try await app.textFields["E-mail"].typeText("j")
        try await app.advanceClock(by: .milliseconds(400))
        try await app.textFields["E-mail"].typeText("a")
        try await app.advanceClock(by: .milliseconds(499))
        try RegistrationSteps.expectErrors(
          app, email: nil, password: nil, nickname: nil,
          when: "499 ms after the last keystroke (900 ms after the first)")
        try await app.advanceClock(by: .milliseconds(1))
        try RegistrationSteps.expectErrors(
          app, email: "Enter a valid e-mail.", password: "Enter a password.", nickname: "Enter a nickname.",
          when: "500 ms after the last keystroke")
      },
      Scenario("registration.showsEachRuleAfterPause") { architecture in
        let app = try await RegistrationSteps.openForm(architecture)
        try await app.textFields["E-mail"].typeText("jana")
        try await app.secureTextFields["Password"].typeText("abc")
        try await app.advanceClock(by: .milliseconds(500))
        try RegistrationSteps.expectErrors(
          app, email: "Enter a valid e-mail.", password: "Use at least 6 characters.", nickname: "Enter a nickname.",
          when: "after a pause with 'jana', 'abc' and no nickname")
      },
      Scenario("registration.requiredAfterPause") { architecture in
        let app = try await RegistrationSteps.openForm(architecture)
        try await app.textFields["Nickname"].typeText("Jana")
        try await app.advanceClock(by: .milliseconds(500))
        try RegistrationSteps.expectErrors(
          app, email: "Enter your e-mail.", password: "Enter a password.", nickname: nil,
          when: "after a pause with only the nickname typed")
      },
      Scenario("registration.typingHidesErrors") { architecture in
        let app = try await RegistrationSteps.openForm(architecture)
        try await app.textFields["E-mail"].typeText("jana")
        try await app.secureTextFields["Password"].typeText("abc")
        try await app.advanceClock(by: .milliseconds(500))
        try await app.textFields["E-mail"].typeText("@example.cz")
        try RegistrationSteps.expectErrors(
          app, email: nil, password: nil, nickname: nil, when: "right after typing again")
        try await app.advanceClock(by: .milliseconds(500))
        try RegistrationSteps.expectErrors(
          app, email: nil, password: "Use at least 6 characters.", nickname: "Enter a nickname.",
          when: "after the next pause, with 'jana@example.cz'")
      },
      Scenario("registration.invalidCallsNoBackend") { architecture in
        let backend = FixtureBackend()
        let app = try await RegistrationSteps.openForm(architecture, backend: backend)
        try await app.textFields["E-mail"].typeText("jana")
        try await app.buttons["register"].tap()
        try expect(
          backend.calls.isEmpty, "Register with invalid fields called the backend: \(backend.calls.map(\.rawValue))")
        try expect(app.sheets.firstMatch.exists, "Register with invalid fields closed the form")
        try RegistrationSteps.expectErrors(
          app, email: "Enter a valid e-mail.", password: "Enter a password.", nickname: "Enter a nickname.",
          when: "right after Register, with no pause")
      },
      Scenario("registration.validRegistersAndLogsIn") { architecture in
        let backend = FixtureBackend()
        let app = try await RegistrationSteps.openForm(architecture, backend: backend)
        try await RegistrationSteps.fill(app)
        try await app.advanceClock(by: .milliseconds(500))
        try RegistrationSteps.expectErrors(
          app, email: nil, password: nil, nickname: nil, when: "after a pause, all valid")
        try await app.buttons["register"].tap()
        try expect(
          backend.calls.first == .register && !backend.calls.contains(.login),
          "Register made the calls \(backend.calls.map(\.rawValue)), expected register(_:) first and no login")
        try expect(!app.sheets.firstMatch.exists, "the form is still shown after registering")
        try expect(app.tabs["Tasks"].isSelected, "registering did not show the main screen with Tasks selected")
        try expect(
          backend.currentUser?.username == RegistrationSteps.email,
          "the backend's session is \(backend.currentUser?.username ?? "nobody's"), expected the new account's")
      },
      Scenario("registration.accountLogsInAgain") { architecture in
        let backend = FixtureBackend()
        let first = try await RegistrationSteps.openForm(architecture, backend: backend)
        try await RegistrationSteps.fill(first)
        try await first.buttons["register"].tap()
        try expect(first.tabs["Tasks"].exists, "registering did not log in")
        let app = try await AppSteps.launch(architecture, backend: backend)
        try await AppSteps.logIn(app, username: RegistrationSteps.email, password: RegistrationSteps.password)
        try expect(app.tabs["Tasks"].isSelected, "the registered account could not log in with its e-mail and password")
      },
      Scenario("registration.takenEmail") { architecture in
        let backend = FixtureBackend()
        let first = try await RegistrationSteps.openForm(architecture, backend: backend)
        try await RegistrationSteps.fill(first)
        try await first.buttons["register"].tap()
        let app = try await RegistrationSteps.openForm(architecture, backend: backend)
        try await RegistrationSteps.fill(app)
        try await app.buttons["register"].tap()
        try expect(
          app.staticTexts["registerError"].label == "This e-mail is already registered.",
          "registering a taken e-mail shows \(AppSteps.text(app, "registerError")), expected 'This e-mail is already registered.'"
        )
        try expect(app.sheets.firstMatch.exists, "registering a taken e-mail closed the form")
        try expect(!app.tabs["Tasks"].exists, "registering a taken e-mail logged in")
      },
    ])
}

/// What the registration scenarios do and read on the form.
@MainActor
private enum RegistrationSteps {
  static let email = "jana@example.cz"
  static let password = "heslo123"
  static let nickname = "Jana"

  /// Launches the sample on `backend` and taps Register on the login screen.
  static func openForm(
    _ architecture: Architecture, backend: FixtureBackend = FixtureBackend()
  ) async throws
    -> AppDriver
  {
    let app = try await AppSteps.launch(architecture, backend: backend)
    try await app.buttons["register"].tap()
    try expect(app.sheets.firstMatch.exists, "Register on the login screen did not open the form")
    return app
  }

  static func fill(_ app: AppDriver) async throws {
    try await app.textFields["E-mail"].typeText(email)
    try await app.secureTextFields["Password"].typeText(password)
    try await app.textFields["Nickname"].typeText(nickname)
  }

  static func expectForm(_ app: AppDriver) throws(ScenarioFailure) {
    try expect(app.textFields["email"].label == "E-mail", "the form has no field 'E-mail' (#email)")
    try expect(
      app.secureTextFields["password"].label == "Password", "the form has no secure field 'Password' (#password)")
    try expect(app.textFields["nickname"].label == "Nickname", "the form has no field 'Nickname' (#nickname)")
    try expect(app.buttons["register"].label == "Register", "the form has no button 'Register' (#register)")
  }

  /// Checks every error text: `nil` means the text must not be shown.
  static func expectErrors(
    _ app: AppDriver, email: String?, password: String?, nickname: String?, when moment: String
  ) throws(ScenarioFailure) {
    for (identifier, expected) in [("emailError", email), ("passwordError", password), ("nicknameError", nickname)] {
      let shown = app.staticTexts[identifier]
      let actual = shown.exists && !shown.label.isEmpty ? shown.label : nil
      try expect(
        actual == expected,
        "\(moment): \(AppSteps.text(app, identifier)), expected \(expected.map { "'\($0)'" } ?? "no #\(identifier) text")"
      )
    }
  }
}
