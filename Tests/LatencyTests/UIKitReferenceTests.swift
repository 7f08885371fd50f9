import Latency
import ServiceKit
import Testing
import UITestDriver

/// The UIKit reference does what the latency steps do not check: a sent report reaches the list, and
/// logging out ends the live updates. ``ToolkitReferenceTests`` runs every step on it.
@MainActor
@Suite("UIKit reference")
struct UIKitReferenceTests {
  @Test func aSentReportReachesTheListAndLoggingOutEndsLiveUpdates() async throws {
    let backend = FixtureBackend()
    let driver = Subject.uikitReference.launch(on: backend)
    try await driver.textFields["Username"].typeText("jnovak")
    try await driver.secureTextFields["Password"].typeText("servis123")
    try await driver.buttons["Log in"].tap()
    #expect(backend.liveSubscriberCount == 1)

    try await driver.cells["event.1"].tap()
    try await driver.buttons["Report status"].tap()
    try await driver.switches["Completed"].setOn(true)
    #expect(!driver.buttons["send"].isEnabled)
    try await driver.segmentedControls["Completion type"].select("Repaired")
    try await driver.buttons["send"].tap()
    #expect(driver.sheets.count == 0)
    #expect(driver.staticTexts["status"].label == "Completed")
    try await driver.goBack()
    #expect(driver.cells["event.1"].staticTexts.allElements.contains { $0.label == "Completed" })

    try await driver.tabs["Account"].tap()
    #expect(driver.staticTexts["Username: jnovak"].exists)
    try await driver.buttons["Log out"].tap()
    #expect(driver.textFields["Username"].value == "")
    #expect(backend.liveSubscriberCount == 0)
  }
}
