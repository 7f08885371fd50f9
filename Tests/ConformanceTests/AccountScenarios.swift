import SampleRegistry
import ServiceKit
import Testing
import UITestDriver

/// SPEC.md §7 Account, for every registered architecture.
@MainActor
@Suite("Account", .serialExecution)
struct AccountScenarios {
  @Test("account.showsUser", arguments: ConformanceApp.architectures)
  func showsUser(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await app.tabs["Account"].tap()

    #expect(app.staticTexts["First name: Jan"].exists)
    #expect(app.staticTexts["Last name: Novák"].exists)
    #expect(app.staticTexts["Username: jnovak"].exists)
    #expect(app.buttons["logOut"].label == "Log out")
  }

  @Test("account.logOut", arguments: ConformanceApp.architectures, [false, true])
  func logOut(_ architecture: Architecture, backendFails: Bool) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    if backendFails {
      backend.failNext(.logout)
    }

    try await app.tabs["Account"].tap()
    try await app.buttons["Log out"].tap()

    #expect(backend.calls.last == .logout)
    #expect(!app.tabs["Tasks"].exists)
    #expect(app.textFields["Username"].value == "")
    #expect(app.secureTextFields["Password"].value == "")
    #expect(app.buttons["Log in"].isEnabled)
  }

  @Test("account.logOutClearsState", arguments: ConformanceApp.architectures)
  func logOutClearsState(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)
    try await app.searchFields["Search"].typeText("praha")
    try await app.switches["Open only"].setOn(true)
    try await ConformanceApp.openEvent(app, id: 1)
    try await app.tabs["Account"].tap()
    try await app.buttons["Log out"].tap()
    backend.simulate(.removed(8), push: false)

    try await ConformanceApp.logIn(app)

    #expect(app.tabs["Tasks"].isSelected)
    #expect(ConformanceApp.navigationTitle(app) == "Tasks")
    #expect(app.searchFields["Search"].value == "")
    #expect(app.switches["Open only"].value == "0")
    #expect(ConformanceApp.visibleEventIDs(app) == [5, 2, 1, 3, 4, 6, 7])
    #expect(backend.calls.filter { $0 == .events }.count == 2)
  }
}
