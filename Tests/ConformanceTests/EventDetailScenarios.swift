import SampleRegistry
import ServiceKit
import Testing
import UITestDriver

/// SPEC.md §4 Event detail, for every registered architecture.
@MainActor
@Suite("Event detail", .serialExecution)
struct EventDetailScenarios {
  @Test("detail.showsEvent", arguments: ConformanceApp.architectures)
  func showsEvent(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)

    try await ConformanceApp.openEvent(app, id: 1)

    #expect(ConformanceApp.navigationTitle(app) == "Výměna kotle")
    #expect(app.staticTexts["Řípská 12, Praha 3"].exists)
    #expect(app.staticTexts["24.11.2026 08:00"].exists)
    #expect(app.staticTexts[try #require(backend.storedEvent(id: 1)).description].exists)
    #expect(app.staticTexts["status"].label == "Open")
    #expect(app.buttons["contact"].label == "Contact: Marie Šťastná")
    #expect(app.buttons["customer"].label == "Customer: Pekárna U Šťastných")
    #expect(app.buttons["location"].label == "Show on map")
    #expect(app.buttons["reportStatus"].label == "Report status")
    #expect(backend.calls.last == .event)
  }

  @Test("detail.showsCompletedStatus", arguments: ConformanceApp.architectures)
  func showsCompletedStatus(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await ConformanceApp.openEvent(app, id: 5)

    #expect(app.staticTexts["status"].label == "Completed")
  }

  @Test("detail.callContact", arguments: ConformanceApp.architectures)
  func callContact(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    try await ConformanceApp.openEvent(app, id: 2)

    try await app.buttons["Contact: Petr Dvořák"].tap()

    #expect(app.intents == [.call(phone: "+420603222333")])
  }

  @Test("detail.openMap", arguments: ConformanceApp.architectures)
  func openMap(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    try await ConformanceApp.openEvent(app, id: 1)

    try await app.buttons["Show on map"].tap()

    #expect(app.intents == [.openMaps(latitude: 50.0775, longitude: 14.451, label: "Výměna kotle")])
  }

  @Test("detail.loadFailureRetry", arguments: ConformanceApp.architectures)
  func loadFailureRetry(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    backend.failNext(.event)

    try await ConformanceApp.openEvent(app, id: 3)

    #expect(app.staticTexts["Could not load the event."].exists)
    #expect(!app.staticTexts["status"].exists)

    try await app.buttons["retry"].tap()

    #expect(!app.staticTexts["Could not load the event."].exists)
    #expect(app.staticTexts["status"].label == "Open")
    #expect(app.staticTexts["Údolní 8, Brno"].exists)
  }

  @Test("detail.loadingIndicator", arguments: ConformanceApp.architectures)
  func loadingIndicator(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    backend.hold(.event)

    try await ConformanceApp.openEvent(app, id: 3)

    #expect(app.activityIndicators.count >= 1)
    backend.release(.event)
    try await app.waitForIdle()
    #expect(app.activityIndicators.count == 0)
    #expect(app.staticTexts["status"].exists)
  }

  @Test("detail.backKeepsFilter", arguments: ConformanceApp.architectures)
  func backKeepsFilter(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    try await app.searchFields["Search"].typeText("praha")
    try await app.switches["Open only"].setOn(true)

    try await ConformanceApp.openEvent(app, id: 2)
    try await app.goBack()

    #expect(ConformanceApp.navigationTitle(app) == "Tasks")
    #expect(app.searchFields["Search"].value == "praha")
    #expect(app.switches["Open only"].value == "1")
    #expect(ConformanceApp.visibleEventIDs(app) == [2, 1, 6])
  }

  @Test("detail.liveUpdated", arguments: ConformanceApp.architectures)
  func liveUpdated(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openEvent(app, id: 1)
    let screen = app.screenshot()
    var other = try #require(backend.storedEvent(id: 2))
    other.name = "Servis čerpadla"

    backend.simulate(.updated(other))
    try await app.waitForIdle()

    #expect(app.screenshot() == screen, "a change to another event changes nothing")

    var event = try #require(backend.storedEvent(id: 1))
    event.name = "Výměna kotle a bojleru"
    event.address = "Řípská 14, Praha 3"
    event.description = "Kotel i bojler jsou na konci životnosti."
    event.contact.name = "Jana Šťastná"
    event.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    backend.simulate(.updated(event))
    try await app.waitForIdle()

    #expect(ConformanceApp.navigationTitle(app) == "Výměna kotle a bojleru")
    #expect(app.staticTexts["Řípská 14, Praha 3"].exists)
    #expect(app.staticTexts["Kotel i bojler jsou na konci životnosti."].exists)
    #expect(app.staticTexts["status"].label == "Completed")
    #expect(app.buttons["contact"].label == "Contact: Jana Šťastná")
    #expect(backend.calls.filter { $0 == .event }.count == 1, "from the live channel, not a reload")
  }

  @Test("detail.liveRemoved", arguments: ConformanceApp.architectures)
  func liveRemoved(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openEvent(app, id: 2)

    backend.simulate(.removed(2))
    try await app.waitForIdle()

    #expect(app.staticTexts["eventRemoved"].label == "This event has been removed.")
    #expect(app.buttons["backToList"].label == "Back to list")
    for gone in ["status", "contact", "customer", "location", "reportStatus"] {
      #expect(!app.descendants[gone].exists, "\(gone) is gone with the event")
    }

    try await app.buttons["Back to list"].tap()

    #expect(ConformanceApp.navigationTitle(app) == "Tasks")
    #expect(ConformanceApp.visibleEventIDs(app) == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test("detail.liveKeepsReportForm", arguments: ConformanceApp.architectures)
  func liveKeepsReportForm(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openReport(app, eventID: 1)
    try await ConformanceApp.fillCompletedReport(app, note: "Rozpracováno", type: "Repaired")
    var event = try #require(backend.storedEvent(id: 1))
    event.name = "Výměna kotle a bojleru"

    backend.simulate(.updated(event))
    try await app.waitForIdle()

    #expect(app.sheets.count == 1)
    #expect(app.textFields["Note"].value == "Rozpracováno")
    #expect(app.switches["Completed"].value == "1")
    #expect(app.segmentedControls["Completion type"].value == "Repaired")

    backend.simulate(.removed(1))
    try await app.waitForIdle()

    #expect(app.sheets.count == 1)
    #expect(app.textFields["Note"].value == "Rozpracováno")
    #expect(app.switches["Completed"].value == "1")
    #expect(app.segmentedControls["Completion type"].value == "Repaired")

    try await app.buttons["Close"].tap()

    #expect(app.staticTexts["eventRemoved"].exists)
  }
}
