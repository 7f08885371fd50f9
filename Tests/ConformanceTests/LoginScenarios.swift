import SampleRegistry
import ServiceKit
import Testing
import UITestDriver

/// SPEC.md §1 Login and §2 Main screen, for every registered architecture.
@MainActor
@Suite("Login", .serialExecution)
struct LoginScenarios {
  @Test("login.showsForm", arguments: ConformanceApp.architectures)
  func showsForm(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launch(architecture)

    #expect(app.textFields["Username"].value == "")
    #expect(app.textFields["username"].isEnabled)
    #expect(app.secureTextFields["Password"].value == "")
    #expect(app.secureTextFields["password"].isEnabled)
    #expect(app.buttons["Log in"].isEnabled)
    #expect(app.buttons["logIn"].exists)
    #expect(!app.tabs["Tasks"].exists)
  }

  @Test("login.emptyUsername", arguments: ConformanceApp.architectures)
  func emptyUsername(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launch(architecture, backend: backend)

    try await app.secureTextFields["Password"].typeText("servis123")
    try await app.buttons["Log in"].tap()

    #expect(app.staticTexts["Enter your username."].identifier == "usernameError")
    #expect(!app.staticTexts["Enter your password."].exists)
    #expect(backend.calls.isEmpty)
  }

  @Test("login.emptyPassword", arguments: ConformanceApp.architectures)
  func emptyPassword(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launch(architecture, backend: backend)

    try await app.textFields["Username"].typeText("jnovak")
    try await app.buttons["Log in"].tap()

    #expect(app.staticTexts["Enter your password."].identifier == "passwordError")
    #expect(!app.staticTexts["Enter your username."].exists)
    #expect(backend.calls.isEmpty)
  }

  @Test("login.emptyBoth", arguments: ConformanceApp.architectures)
  func emptyBoth(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launch(architecture, backend: backend)

    try await app.buttons["Log in"].tap()

    #expect(app.staticTexts["usernameError"].label == "Enter your username.")
    #expect(app.staticTexts["passwordError"].label == "Enter your password.")
    #expect(backend.calls.isEmpty)
  }

  @Test("login.inProgress", arguments: ConformanceApp.architectures)
  func inProgress(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    backend.hold(.login)
    let app = try await ConformanceApp.launch(architecture, backend: backend)

    try await ConformanceApp.logIn(app)

    #expect(app.activityIndicators.count >= 1)
    #expect(!app.textFields["Username"].isEnabled)
    #expect(!app.secureTextFields["Password"].isEnabled)
    #expect(!app.buttons["Log in"].isEnabled)
    #expect(backend.calls == [.login])

    backend.release(.login)
    try await app.waitForIdle()

    #expect(app.tabs["Tasks"].exists)
  }

  @Test("login.wrongCredentials", arguments: ConformanceApp.architectures)
  func wrongCredentials(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launch(architecture)

    try await ConformanceApp.logIn(app, password: "wrong")

    #expect(app.staticTexts["loginError"].label == "Wrong username or password.")
    #expect(app.textFields["Username"].value == "jnovak")
    #expect(app.secureTextFields["Password"].value == "wrong")
    #expect(app.textFields["Username"].isEnabled)
    #expect(app.secureTextFields["Password"].isEnabled)
    #expect(app.buttons["Log in"].isEnabled)
    #expect(app.activityIndicators.count == 0)
  }

  @Test("login.serverUnavailable", arguments: ConformanceApp.architectures)
  func serverUnavailable(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    backend.failNext(.login)
    let app = try await ConformanceApp.launch(architecture, backend: backend)

    try await ConformanceApp.logIn(app)

    #expect(app.staticTexts["loginError"].label == "The server is not available. Try again.")
    #expect(!app.tabs["Tasks"].exists)
  }

  @Test("login.errorClearsOnTyping", arguments: ConformanceApp.architectures)
  func errorClearsOnTyping(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launch(architecture)

    try await ConformanceApp.logIn(app, password: "wrong")
    try await app.secureTextFields["Password"].typeText("x")

    #expect(!app.staticTexts["loginError"].exists)

    try await app.secureTextFields["Password"].clearText()
    try await app.buttons["Log in"].tap()
    #expect(app.staticTexts["passwordError"].exists)
    try await app.secureTextFields["Password"].typeText("s")

    #expect(!app.staticTexts["passwordError"].exists)
  }

  @Test("login.success", arguments: ConformanceApp.architectures)
  func success(_ architecture: Architecture) async throws {
    let backend = FixtureBackend()
    let app = try await ConformanceApp.launchLoggedIn(architecture, backend: backend)

    #expect(app.tabs["Tasks"].isSelected)
    #expect(app.tabs["Account"].exists)
    #expect(!app.tabs["Account"].isSelected)
    #expect(ConformanceApp.navigationTitle(app) == "Tasks")
    #expect(!app.textFields["Username"].exists)
    #expect(backend.currentUser?.username == "jnovak")
  }

  @Test("main.switchTabs", arguments: ConformanceApp.architectures)
  func switchTabs(_ architecture: Architecture) async throws {
    let app = try await ConformanceApp.launchLoggedIn(architecture)

    try await app.tabs["Account"].tap()

    #expect(app.tabs["Account"].isSelected)
    #expect(ConformanceApp.navigationTitle(app) == "Account")
    #expect(app.cells.count == 0)

    try await app.tabs["Tasks"].tap()

    #expect(app.tabs["Tasks"].isSelected)
    #expect(ConformanceApp.visibleEventIDs(app) == ConformanceApp.sortedEventIDs)
  }
}
