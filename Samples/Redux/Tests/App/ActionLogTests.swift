import ServiceKit
import Testing
import UITestDriver

@testable import Redux

/// The action log of a session driven through the UI: every change of the app is an action, in order.
@MainActor
struct ActionLogTests {
  /// The actions of typing `text` one character at a time.
  private func typing(_ text: String, _ action: (String) -> String) -> [String] {
    text.indices.map { action(String(text[...$0])) }
  }

  @Test func aSessionIsTheSequenceOfItsActions() async throws {
    var lines: [String] = []
    let app = try await launchApp(actionLog: { lines.append($0) })

    try await app.textFields["username"].typeText("jnovak")
    try await app.secureTextFields["password"].typeText("servis123")
    try await app.buttons["logIn"].tap()
    try await app.cells["event.3"].tap()
    try await app.buttons["reportStatus"].tap()
    try await app.textFields["note"].typeText("OK")
    try await app.buttons["close"].tap()
    try await app.goBack()
    try await app.tabs["Account"].tap()
    try await app.buttons["logOut"].tap()

    let actions = lines.map { String($0.prefix { $0 != "|" }.dropLast()) }
    #expect(
      actions
        == ["launched"] + typing("jnovak") { #"login.usernameChanged("\#($0)")"# }
        + typing("servis123") { #"login.passwordChanged("\#($0)")"# } + [
          "login.logInTapped",
          #"login.loggedIn(AuthSession(token: "session-1-1", user: User(id: 1)))"#,
          "tasks.appeared",
          "tasks.eventsLoaded([8 items])",
          "tasks.eventTapped(3)",
          "eventDetail.eventLoaded(ServiceEvent(id: 3))",
          "eventDetail.reportStatusTapped(3)",
          #"report.noteChanged("O")"#,
          #"report.noteChanged("OK")"#,
          "report.closed",
          "navigation.pathChanged([])",
          "navigation.tabSelected(account)",
          "account.logOutTapped",
        ])
    #expect(lines.last?.hasPrefix("account.logOutTapped | user: User(id: 1) → nil;") == true)
  }
}
