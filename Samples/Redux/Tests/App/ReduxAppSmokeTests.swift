import HeadlessUI
import ServiceKit
import Testing
import UITestDriver

@testable import Redux

/// The whole app through its element tree, once along the main path, as a person would use it.
@MainActor
struct ReduxAppSmokeTests {
  @Test func logInBrowseReportAndLogOut() async throws {
    let backend = FixtureBackend()
    let application = Application()
    ReduxApp.launch(in: application, backend: backend)
    let app = AppDriver(
      application: application, isBusy: { backend.busyCallCount > 0 }, isBlocked: { backend.heldCallCount > 0 })
    try await app.waitForIdle()

    try await app.textFields["username"].typeText("jnovak")
    try await app.secureTextFields["password"].typeText("servis123")
    try await app.buttons["logIn"].tap()
    #expect(app.tabs["Tasks"].isSelected)
    #expect(app.eventRowIDs.first == "event.5")

    try await app.cells["event.1"].tap()
    #expect(app.staticTexts["24.11.2026 08:00"].exists)
    try await app.buttons["customer"].tap()
    #expect(app.navigationTitle == "Pekárna U Šťastných")
    try await app.buttons["contact"].tap()
    #expect(app.intents.last == .call(phone: "+420602111222"))
    try await app.buttons["location"].tap()
    #expect(app.intents.last == .openMaps(latitude: 50.0775, longitude: 14.451, label: "Pekárna U Šťastných"))
    try await app.goBack()

    try await app.buttons["reportStatus"].tap()
    #expect(app.sheets["Report status"].exists)
    try await app.switches["completed"].setOn(true)
    try await app.segmentedControls["completionType"].select("Repaired")
    try await app.buttons["send"].tap()
    #expect(app.staticTexts["status"].label == "Completed")
    try await app.goBack()
    #expect(app.cells["event.1"].staticTexts.allElements.last?.label == "Completed")

    try await app.tabs["Account"].tap()
    #expect(app.staticTexts["Username: jnovak"].exists)
    try await app.buttons["logOut"].tap()
    #expect(app.textFields["username"].value == "")
    #expect(!app.tabs["Tasks"].exists)
    #expect(backend.calls.contains(.logout))
  }
}
