import SampleRegistry
import ServiceKit
import Testing
import UITestDriver

/// SPEC.md §5 Customer detail, for every registered architecture.
@MainActor
@Suite("Customer detail", .serialExecution)
struct CustomerScenarios {
  @Test("customer.showsCustomer", arguments: ConformanceApp.architectures)
  func showsCustomer(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openEvent(app, id: 1)

    try await app.buttons["Customer: Pekárna U Šťastných"].tap()

    #expect(ConformanceApp.navigationTitle(app) == "Pekárna U Šťastných")
    #expect(app.staticTexts["Řípská 12, Praha 3"].exists)
    #expect(app.buttons["contact"].label == "Contact: Marie Šťastná")
    #expect(app.buttons["location"].label == "Show on map")
    #expect(backend.calls.last == .customer)
  }

  @Test("customer.callContact", arguments: ConformanceApp.architectures)
  func callContact(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    try await ConformanceApp.openEvent(app, id: 4)
    try await app.buttons["customer"].tap()

    try await app.buttons["contact"].tap()

    #expect(app.intents == [.call(phone: "+420605444555")])
  }

  @Test("customer.openMap", arguments: ConformanceApp.architectures)
  func openMap(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    try await ConformanceApp.openEvent(app, id: 1)
    try await app.buttons["customer"].tap()

    try await app.buttons["location"].tap()

    #expect(app.intents == [.openMaps(latitude: 50.0775, longitude: 14.451, label: "Pekárna U Šťastných")])
  }

  @Test("customer.loadFailureRetry", arguments: ConformanceApp.architectures)
  func loadFailureRetry(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openEvent(app, id: 1)
    backend.failNext(.customer)

    try await app.buttons["customer"].tap()

    #expect(app.staticTexts["Could not load the customer."].exists)
    #expect(!app.buttons["contact"].exists)

    try await app.buttons["Retry"].tap()

    #expect(!app.staticTexts["Could not load the customer."].exists)
    #expect(app.buttons["contact"].label == "Contact: Marie Šťastná")
  }

  @Test("customer.back", arguments: ConformanceApp.architectures)
  func back(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)
    try await ConformanceApp.openEvent(app, id: 1)
    try await app.buttons["customer"].tap()

    try await app.goBack()

    #expect(ConformanceApp.navigationTitle(app) == "Výměna kotle")
    #expect(app.staticTexts["status"].label == "Open")

    try await app.goBack()

    #expect(ConformanceApp.navigationTitle(app) == "Tasks")
    #expect(!app.buttons["back"].exists)
  }

  @Test("customer.liveEventChange", arguments: ConformanceApp.architectures)
  func liveEventChange(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await ConformanceApp.openEvent(app, id: 1)
    try await app.buttons["customer"].tap()
    var event = try #require(backend.storedEvent(id: 1))
    event.name = "Výměna kotle a bojleru"

    backend.simulate(.updated(event))
    try await app.waitForIdle()

    #expect(ConformanceApp.navigationTitle(app) == "Pekárna U Šťastných")

    try await app.goBack()

    #expect(ConformanceApp.navigationTitle(app) == "Výměna kotle a bojleru")

    try await app.buttons["customer"].tap()
    backend.simulate(.removed(1))
    try await app.waitForIdle()
    try await app.goBack()

    #expect(app.staticTexts["eventRemoved"].label == "This event has been removed.")
  }
}
