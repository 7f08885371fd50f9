import HeadlessUI
import ServiceKit
import Testing
import UITestDriver

@testable import VIP

/// The whole app through its element tree, once along the main path, as a person would use it.
@MainActor
struct VIPAppSmokeTests {
  @Test func logInBrowseReportAndLogOut() async throws {
    let backend = FixtureBackend()
    let application = Application()
    VIPApp.launch(in: application, backend: backend)
    let app = AppDriver(
      application: application, isBusy: { backend.busyCallCount > 0 }, isBlocked: { backend.heldCallCount > 0 })
    try await app.waitForIdle()

    try await app.textFields["username"].typeText("jnovak")
    try await app.secureTextFields["password"].typeText("servis123")
    try await app.buttons["logIn"].tap()
    #expect(app.tabs["Tasks"].isSelected)
    #expect(app.cells.firstMatch.identifier == "event.5")
    #expect(backend.liveSubscriberCount == 1)

    try await app.cells["event.1"].tap()
    #expect(app.staticTexts["24.11.2026 08:00"].exists)
    try await app.buttons["customer"].tap()
    #expect(app.staticTexts["Řípská 12, Praha 3"].exists)
    try await app.buttons["contact"].tap()
    #expect(app.intents.last == .call(phone: "+420602111222"))
    try await app.goBack()

    try await app.buttons["reportStatus"].tap()
    #expect(app.sheets["Report status"].exists)
    try await app.switches["completed"].tap()
    try await app.segmentedControls["completionType"].select("Repaired")
    try await app.buttons["send"].tap()
    #expect(app.staticTexts["status"].label == "Completed")
    try await app.goBack()
    #expect(app.cells["event.1"].staticTexts["Completed"].exists)

    try await app.tabs["Account"].tap()
    #expect(app.staticTexts["Username: jnovak"].exists)
    try await app.buttons["logOut"].tap()
    #expect(app.textFields["username"].value == "")
    #expect(!app.tabs["Tasks"].exists)
    #expect(backend.calls.last == .logout)
    #expect(backend.liveSubscriberCount == 0, "the released Tasks scene ends its live subscription")
  }
}
