import SampleRegistry
import ServiceKit
import Testing
import UITestDriver

/// SPEC.md §6 Report status, for every registered architecture.
@MainActor
@Suite("Report status", .serialExecution)
struct ReportScenarios {
  @Test("report.opensAsSheet", arguments: ConformanceApp.architectures)
  func opensAsSheet(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await ConformanceApp.openReport(app, eventID: 1)

    #expect(app.sheets.count == 1)
    #expect(ConformanceApp.navigationTitle(app) == "Report status")
    #expect(app.textFields["Note"].value == "")
    #expect(app.textFields["note"].isEnabled)
    #expect(app.switches["Completed"].value == "0")
    #expect(!app.segmentedControls["Completion type"].exists)
    #expect(app.buttons["close"].label == "Close")
    #expect(app.buttons["send"].label == "Send")
    #expect(app.buttons["Send"].isEnabled)
    #expect(app.buttons["attachPhotos"].label == "Attach photos")
    #expect(!app.staticTexts["status"].exists, "the sheet hides the detail under it")
  }

  @Test("report.completionType", arguments: ConformanceApp.architectures)
  func completionType(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    try await ConformanceApp.openReport(app, eventID: 1)

    try await app.switches["completed"].tap()

    let picker = app.segmentedControls["completionType"]
    #expect(picker.label == "Completion type")
    #expect(picker.element?.options == ["Repaired", "New part", "Other"])
    #expect(picker.value == nil)
    #expect(!app.buttons["Send"].isEnabled)

    try await picker.select("New part")

    #expect(picker.value == "New part")
    #expect(app.buttons["Send"].isEnabled)

    try await app.switches["completed"].tap()

    #expect(!app.segmentedControls["completionType"].exists)
    #expect(app.buttons["Send"].isEnabled)
  }

  @Test("report.attachPhotos", arguments: ConformanceApp.architectures)
  func attachPhotos(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 2)

    try await app.buttons["Attach photos"].tap()

    #expect(app.intents == [.pickPhotos])
    #expect(app.sheets["photoPicker"].exists)
    try await app.switches["IMG_0002"].tap()
    try await app.switches["IMG_0001"].tap()
    try await app.buttons["Add"].tap()

    #expect(!app.sheets["photoPicker"].exists)
    #expect(app.staticTexts["IMG_0002"].exists)
    #expect(app.staticTexts["IMG_0001"].exists)

    try await app.buttons["Attach photos"].tap()
    try await app.switches["IMG_0001"].tap()
    try await app.switches["IMG_0003"].tap()
    try await app.buttons["Add"].tap()
    try await app.buttons["Attach photos"].tap()
    try await app.switches["IMG_0004"].tap()
    try await app.buttons["Cancel"].tap()

    let photoTexts = app.staticTexts.allElements.map(\.label).filter { $0.hasPrefix("IMG_") }
    #expect(photoTexts == ["IMG_0002", "IMG_0001", "IMG_0003"])

    try await app.buttons["Send"].tap()

    let report = try #require(backend.storedEvent(id: 2)?.report)
    #expect(report.photos.map(\.id) == ["IMG_0002", "IMG_0001", "IMG_0003"])
  }

  @Test("report.sendingBlocksForm", arguments: ConformanceApp.architectures)
  func sendingBlocksForm(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)
    try await ConformanceApp.fillCompletedReport(app, note: "Hotovo", type: "Repaired")
    backend.hold(.submitReport)

    try await app.buttons["Send"].tap()

    #expect(app.sheets.count == 1)
    #expect(app.activityIndicators.count >= 1)
    #expect(!app.textFields["Note"].isEnabled)
    #expect(!app.switches["Completed"].isEnabled)
    #expect(!app.segmentedControls["Completion type"].isEnabled)
    #expect(!app.buttons["Send"].isEnabled)
    #expect(!app.buttons["Close"].isEnabled)
    #expect(!app.buttons["Attach photos"].isEnabled)

    backend.release(.submitReport)
    try await app.waitForIdle()

    #expect(app.sheets.count == 0)
  }

  @Test("report.sendCompletesEvent", arguments: ConformanceApp.architectures)
  func sendCompletesEvent(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)

    try await ConformanceApp.fillCompletedReport(app, note: "Vyměněn kotel", type: "New part")
    try await app.buttons["Send"].tap()

    #expect(app.sheets.count == 0)
    #expect(
      backend.storedEvent(id: 1)?.report
        == StatusReport(eventID: 1, note: "Vyměněn kotel", isCompleted: true, completionType: .newPart, photos: []))
    #expect(app.staticTexts["status"].label == "Completed")

    try await app.goBack()

    #expect(ConformanceApp.rowTexts(app, id: 1).last == "Completed")
    try await app.switches["Open only"].setOn(true)
    #expect(!ConformanceApp.visibleEventIDs(app).contains(1))
  }

  @Test("report.sendOpenReport", arguments: ConformanceApp.architectures)
  func sendOpenReport(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 3)

    try await app.textFields["Note"].typeText("Čeká se na díl")
    try await app.switches["Completed"].tap()
    try await app.segmentedControls["Completion type"].select("Other")
    try await app.switches["Completed"].tap()
    try await app.buttons["Send"].tap()

    #expect(
      backend.storedEvent(id: 3)?.report
        == StatusReport(eventID: 3, note: "Čeká se na díl", isCompleted: false, completionType: nil, photos: []))
    #expect(app.staticTexts["status"].label == "Open")
  }

  @Test("report.failureKeepsForm", arguments: ConformanceApp.architectures)
  func failureKeepsForm(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)
    try await ConformanceApp.fillCompletedReport(app, note: "Hotovo", type: "Repaired")
    backend.failNext(.submitReport)

    try await app.buttons["Send"].tap()

    let alert = app.alerts["Report not sent"]
    #expect(alert.exists)
    #expect(alert.staticTexts["The report could not be sent. Try again."].exists)

    try await app.buttons["OK"].tap()

    #expect(!app.alerts["Report not sent"].exists)
    #expect(app.sheets.count == 1)
    #expect(app.textFields["Note"].value == "Hotovo")
    #expect(app.textFields["Note"].isEnabled)
    #expect(app.switches["Completed"].value == "1")
    #expect(app.segmentedControls["Completion type"].value == "Repaired")
    #expect(app.buttons["Send"].isEnabled)
    #expect(backend.storedEvent(id: 1)?.report == nil)
  }

  @Test("report.closeDiscards", arguments: ConformanceApp.architectures)
  func closeDiscards(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)
    try await app.textFields["Note"].typeText("Rozepsáno")
    try await app.switches["Completed"].tap()

    try await app.buttons["Close"].tap()

    #expect(app.sheets.count == 0)
    #expect(!backend.calls.contains(.submitReport))
    #expect(app.staticTexts["status"].label == "Open")

    try await app.buttons["Report status"].tap()

    #expect(app.textFields["Note"].value == "")
    #expect(app.switches["Completed"].value == "0")
  }

  @Test("report.optimisticCompletion", arguments: ConformanceApp.architectures)
  func optimisticCompletion(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)
    try await ConformanceApp.fillCompletedReport(app, note: "Vyměněn kotel", type: "New part")
    backend.hold(.submitReport)

    try await app.buttons["Send"].tap()

    #expect(app.sheets.count == 1)
    #expect(ConformanceApp.labelBeneathFront(app, identifier: "status") == "Completed")

    backend.release(.submitReport)
    try await app.waitForIdle()

    #expect(app.sheets.count == 0)
    #expect(app.staticTexts["status"].label == "Completed")
    try await app.goBack()
    #expect(ConformanceApp.rowTexts(app, id: 1).last == "Completed")
  }

  @Test("report.completedWithoutEcho", arguments: ConformanceApp.architectures)
  func completedWithoutEcho(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    backend.echoesSubmissions = false
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)
    try await ConformanceApp.fillCompletedReport(app, note: "Vyměněn kotel", type: "New part")

    try await app.buttons["Send"].tap()

    #expect(app.staticTexts["status"].label == "Completed")
    let detail = app.screenshot()

    backend.simulate(.updated(try #require(backend.storedEvent(id: 1))))
    try await app.waitForIdle()

    #expect(app.screenshot() == detail, "the echo changes nothing visible")

    try await app.goBack()

    #expect(ConformanceApp.rowTexts(app, id: 1).last == "Completed")
    let list = app.screenshot()
    backend.simulate(.updated(try #require(backend.storedEvent(id: 1))))
    try await app.waitForIdle()
    #expect(app.screenshot() == list)
  }

  @Test("report.failureRollsBack", arguments: ConformanceApp.architectures)
  func failureRollsBack(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)
    try await ConformanceApp.fillCompletedReport(app, note: "Hotovo", type: "Repaired")
    backend.hold(.submitReport)
    backend.failNext(.submitReport)

    try await app.buttons["Send"].tap()

    #expect(ConformanceApp.labelBeneathFront(app, identifier: "status") == "Completed")

    backend.release(.submitReport)
    try await app.waitForIdle()

    #expect(app.alerts["Report not sent"].exists)
    #expect(ConformanceApp.labelBeneathFront(app, identifier: "status") == "Open")

    try await app.buttons["OK"].tap()
    try await app.buttons["Close"].tap()

    #expect(app.staticTexts["status"].label == "Open")
    try await app.goBack()
    #expect(ConformanceApp.rowTexts(app, id: 1).last != "Completed")
    try await app.switches["Open only"].setOn(true)
    #expect(ConformanceApp.visibleEventIDs(app).contains(1))
  }
}
