import SampleRegistry
import ServiceKit
import UITestDriver

/// The steps exercise scenarios share: launch, log in, read the list. The element tree
/// only, as in the conformance suite.
@MainActor
enum ExerciseApp {
  static let username = "jnovak"
  static let password = "servis123"
  /// The standard fixture's events, earliest first.
  static let sortedEventIDs = [5, 2, 1, 3, 4, 6, 7, 8]

  static func launch(
    _ architecture: Architecture, backend: FixtureBackend = FixtureBackend()
  ) async throws
    -> AppDriver
  {
    let app = architecture.launch(on: backend)
    try await app.waitForIdle()
    return app
  }

  static func launchLoggedIn(
    _ architecture: Architecture, backend: FixtureBackend = FixtureBackend()
  ) async throws
    -> AppDriver
  {
    let app = try await launch(architecture, backend: backend)
    try await app.textFields["Username"].typeText(username)
    try await app.secureTextFields["Password"].typeText(password)
    try await app.buttons["Log in"].tap()
    return app
  }

  /// The ids of the rows the list shows, top to bottom.
  static func visibleEventIDs(_ app: AppDriver) -> [Int] {
    app.cells.allElements.compactMap { row in
      row.identifier.hasPrefix("event.") ? Int(row.identifier.dropFirst("event.".count)) : nil
    }
  }

  /// A text's label, or "no such text" for the failure message.
  static func text(_ app: AppDriver, _ identifier: String) -> String {
    let proxy = app.staticTexts[identifier]
    return proxy.exists ? "'\(proxy.label)'" : "no #\(identifier) text"
  }
}
