import SampleRegistry
import ServiceKit
import Testing
import UITestDriver

/// SPEC.md §1 Kept session, for every registered architecture: the app started again over the
/// storage of a launch that logged in, as a user who closes the app and opens it later.
@MainActor
@Suite("Kept session", .serialExecution)
struct SessionScenarios {
  @Test("session.keptAcrossLaunches", arguments: ConformanceApp.architectures)
  func keptAcrossLaunches(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    _ = try await ConformanceApp.launchLoggedIn(architecture, backend: backend, storage: storage)
    let token = try #require(backend.currentToken)

    #expect(storage.values.values.contains { $0.contains(token) }, "the token is kept")
    #expect(!storage.values.values.contains { $0.contains(ConformanceApp.password) }, "the password is not")

    let app = try await ConformanceApp.launch(architecture, backend: backend, storage: storage)

    #expect(app.tabs["Tasks"].isSelected)
    #expect(!app.textFields["Username"].exists)
    #expect(ConformanceApp.visibleEventIDs(app) == ConformanceApp.sortedEventIDs)
    #expect(backend.calls.filter { $0 == .login }.count == 1)
    #expect(backend.calls.filter { $0 == .resume }.count == 1)
  }

  @Test("session.resumeInProgress", arguments: ConformanceApp.architectures)
  func resumeInProgress(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    _ = try await ConformanceApp.launchLoggedIn(architecture, backend: backend, storage: storage)
    backend.hold(.resume)

    let app = try await ConformanceApp.launch(architecture, backend: backend, storage: storage)

    #expect(app.activityIndicators.firstMatch.exists)
    #expect(!app.textFields["Username"].exists)
    #expect(!app.buttons["Log in"].exists)
    #expect(!app.tabs["Tasks"].exists)

    backend.release(.resume)
    try await app.waitForIdle()

    #expect(app.tabs["Tasks"].isSelected)
    #expect(!app.activityIndicators.firstMatch.exists)
  }

  @Test("session.rejectedToken", arguments: ConformanceApp.architectures)
  func rejectedToken(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    _ = try await ConformanceApp.launchLoggedIn(architecture, backend: backend, storage: storage)
    backend.revokeSessions()

    let app = try await ConformanceApp.launch(architecture, backend: backend, storage: storage)

    #expect(app.staticTexts["loginError"].label == "Your session has expired. Log in again.")
    #expect(app.textFields["Username"].value == "")
    #expect(app.secureTextFields["Password"].value == "")
    #expect(app.buttons["Log in"].isEnabled)
    #expect(!app.tabs["Tasks"].exists)

    let callsBeforeThirdStart = backend.calls
    let third = try await ConformanceApp.launch(architecture, backend: backend, storage: storage)

    #expect(backend.calls == callsBeforeThirdStart, "the rejected token was removed")
    #expect(!third.staticTexts["loginError"].exists)
    try await ConformanceApp.logIn(third)
    #expect(third.tabs["Tasks"].isSelected)
  }

  @Test("session.resumeUnavailable", arguments: ConformanceApp.architectures)
  func resumeUnavailable(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    _ = try await ConformanceApp.launchLoggedIn(architecture, backend: backend, storage: storage)
    backend.failNext(.resume)

    let app = try await ConformanceApp.launch(architecture, backend: backend, storage: storage)

    #expect(app.staticTexts["loginError"].label == "The server is not available. Try again.")
    #expect(app.buttons["Log in"].isEnabled)

    let third = try await ConformanceApp.launch(architecture, backend: backend, storage: storage)

    #expect(third.tabs["Tasks"].isSelected, "the token was kept")
    #expect(backend.calls.filter { $0 == .resume }.count == 2)
  }

  @Test("session.logOutForgets", arguments: ConformanceApp.architectures)
  func logOutForgets(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let storage = DeviceStorage()
    let first = try await ConformanceApp.launchLoggedIn(architecture, backend: backend, storage: storage)
    try await first.tabs["Account"].tap()
    try await first.buttons["Log out"].tap()
    let callsAfterLogout = backend.calls

    let app = try await ConformanceApp.launch(architecture, backend: backend, storage: storage)

    #expect(app.textFields["Username"].exists)
    #expect(!app.staticTexts["loginError"].exists)
    #expect(backend.calls == callsAfterLogout, "no call is made")
  }
}
