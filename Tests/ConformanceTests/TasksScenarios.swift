import SampleRegistry
import ServiceKit
import Testing
import UITestDriver

/// SPEC.md §3 Tasks list, for every registered architecture.
@MainActor
@Suite("Tasks list", .serialExecution)
struct TasksScenarios {
  @Test("tasks.loadingIndicator", arguments: ConformanceApp.architectures)
  func loadingIndicator(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    backend.hold(.events)
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)

    #expect(app.activityIndicators.count >= 1)
    #expect(app.cells.count == 0)
    #expect(!app.staticTexts["No events found."].exists)

    backend.release(.events)
    try await app.waitForIdle()

    #expect(app.activityIndicators.count == 0)
    #expect(app.cells.count == 8)
  }

  @Test("tasks.sortedRows", arguments: ConformanceApp.architectures)
  func sortedRows(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    #expect(ConformanceApp.visibleEventIDs(app) == ConformanceApp.sortedEventIDs)
    #expect(app.tables["events"].exists)
  }

  @Test("tasks.rowContent", arguments: ConformanceApp.architectures)
  func rowContent(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    #expect(
      ConformanceApp.rowTexts(app, id: 1) == ["24.11.", "Výměna kotle", "Řípská 12, Praha 3", "Pekárna U Šťastných"])
    #expect(
      ConformanceApp.rowTexts(app, id: 8) == ["1.12.", "Údržba výtahu", "Náměstí Míru 5, Plzeň", "Hotel Černý orel"])
    #expect(
      ConformanceApp.rowTexts(app, id: 5) == [
        "20.11.", "Revize plynového kotle", "Křižíkova 40, Praha 8", "Lékárna Na Křižovatce", "Completed",
      ])
  }

  @Test("tasks.pullToRefresh", arguments: ConformanceApp.architectures)
  func pullToRefresh(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    backend.simulate(.added(ConformanceApp.newEvent()), push: false)
    backend.simulate(.removed(7), push: false)
    try await app.waitForIdle()
    #expect(ConformanceApp.visibleEventIDs(app) == ConformanceApp.sortedEventIDs)

    try await app.tables["events"].pullToRefresh()

    #expect(ConformanceApp.visibleEventIDs(app) == [5, 9, 2, 1, 3, 4, 6, 8])
    #expect(backend.calls.filter { $0 == .events }.count == 2)
  }

  @Test("tasks.searchByName", arguments: ConformanceApp.architectures)
  func searchByName(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await app.searchFields["Search"].typeText("cerpadla")

    #expect(ConformanceApp.visibleEventIDs(app) == [3])
  }

  @Test("tasks.searchByCustomer", arguments: ConformanceApp.architectures)
  func searchByCustomer(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await app.searchFields["Search"].typeText("STASTNYCH")

    #expect(ConformanceApp.visibleEventIDs(app) == [1, 6])
  }

  @Test("tasks.searchByAddress", arguments: ConformanceApp.architectures)
  func searchByAddress(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await app.searchFields["Search"].typeText(" plzen ")

    #expect(ConformanceApp.visibleEventIDs(app) == [4, 8])

    try await app.searchFields["Search"].clearText()

    #expect(ConformanceApp.visibleEventIDs(app) == ConformanceApp.sortedEventIDs)
  }

  @Test("tasks.openOnly", arguments: ConformanceApp.architectures)
  func openOnly(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    #expect(app.switches["Open only"].value == "0")

    try await app.switches["openOnly"].tap()

    #expect(app.switches["Open only"].value == "1")
    #expect(ConformanceApp.visibleEventIDs(app) == [2, 1, 3, 4, 6, 7, 8])

    try await app.switches["openOnly"].tap()

    #expect(ConformanceApp.visibleEventIDs(app) == ConformanceApp.sortedEventIDs)
  }

  @Test("tasks.searchAndOpenOnly", arguments: ConformanceApp.architectures)
  func searchAndOpenOnly(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await app.searchFields["Search"].typeText("praha")
    #expect(ConformanceApp.visibleEventIDs(app) == [5, 2, 1, 6])
    try await app.switches["Open only"].setOn(true)

    #expect(ConformanceApp.visibleEventIDs(app) == [2, 1, 6])
  }

  @Test("tasks.emptyState", arguments: ConformanceApp.architectures)
  func emptyState(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    #expect(!app.staticTexts["emptyState"].exists)

    try await app.searchFields["Search"].typeText("zzz")

    #expect(app.cells.count == 0)
    #expect(app.staticTexts["emptyState"].label == "No events found.")

    try await app.searchFields["Search"].clearText()

    #expect(!app.staticTexts["No events found."].exists)
  }

  @Test("tasks.loadFailureRetry", arguments: ConformanceApp.architectures)
  func loadFailureRetry(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    backend.failNext(.events)
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)

    #expect(app.staticTexts["Could not load events."].exists)
    #expect(app.cells.count == 0)

    try await app.buttons["Retry"].tap()

    #expect(!app.staticTexts["Could not load events."].exists)
    #expect(!app.buttons["retry"].exists)
    #expect(ConformanceApp.visibleEventIDs(app) == ConformanceApp.sortedEventIDs)
  }

  @Test("tasks.liveAdded", arguments: ConformanceApp.architectures)
  func liveAdded(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)

    backend.simulate(.added(ConformanceApp.newEvent()))
    try await app.waitForIdle()

    #expect(ConformanceApp.visibleEventIDs(app) == [5, 9, 2, 1, 3, 4, 6, 7, 8])
    #expect(ConformanceApp.rowTexts(app, id: 9) == ["22.11.", "Oprava bojleru", "Údolní 20, Brno", "ZŠ Údolní"])
  }

  @Test("tasks.liveUpdated", arguments: ConformanceApp.architectures)
  func liveUpdated(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    var event = try #require(backend.storedEvent(id: 3))
    event.name = "Kontrola čerpadla a filtrů"
    event.date = event.date.addingTimeInterval(7 * 24 * 3600)

    backend.simulate(.updated(event))
    try await app.waitForIdle()

    #expect(ConformanceApp.rowTexts(app, id: 3).prefix(2) == ["2.12.", "Kontrola čerpadla a filtrů"])
    #expect(ConformanceApp.visibleEventIDs(app) == [5, 2, 1, 4, 6, 7, 8, 3])
  }

  @Test("tasks.liveRemoved", arguments: ConformanceApp.architectures)
  func liveRemoved(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)

    backend.simulate(.removed(2))
    try await app.waitForIdle()

    #expect(ConformanceApp.visibleEventIDs(app) == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test("tasks.liveRespectsFilter", arguments: ConformanceApp.architectures)
  func liveRespectsFilter(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await app.searchFields["Search"].typeText("brno")
    try await app.switches["Open only"].setOn(true)
    #expect(ConformanceApp.visibleEventIDs(app) == [3])

    backend.simulate(.added(ConformanceApp.newEvent()))
    backend.simulate(.added(ConformanceApp.newEvent(id: 10, address: "Dlouhá 1, Praha 1")))
    var completed = ConformanceApp.newEvent(id: 11, date: "2026-11-30T10:00:00Z")
    completed.report = StatusReport(eventID: 11, note: "", isCompleted: true, completionType: .other, photos: [])
    backend.simulate(.added(completed))
    try await app.waitForIdle()

    #expect(ConformanceApp.visibleEventIDs(app) == [9, 3])
  }
}
