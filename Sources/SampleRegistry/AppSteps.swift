import ServiceKit
import UITestDriver

/// The steps every UI scenario shares, the conformance suite's and the exercises': launch a
/// sample and let it settle, log in as the fixture's technician, read the list's rows. Through
/// the element tree only, never a sample's types.
///
/// ```swift
/// let app = try await AppSteps.launchLoggedIn(.mvvm)
/// AppSteps.visibleEventIDs(app)  // [5, 2, 1, 3, 4, 6, 7, 8]
/// ```
@MainActor
public enum AppSteps {
  public static let username = "jnovak"
  public static let password = "servis123"

  /// The standard fixture's events, earliest first.
  public static let sortedEventIDs = [5, 2, 1, 3, 4, 6, 7, 8]

  /// Launches a sample on `backend` and waits until it is idle: on the login screen, or, over
  /// the `storage` of a launch that logged in, on the screen a kept session opens.
  public static func launch(
    _ architecture: Architecture, backend: FixtureBackend = FixtureBackend(), storage: DeviceStorage = DeviceStorage()
  ) async throws
    -> AppDriver
  {
    let app = architecture.launch(on: backend, storage: storage)
    try await app.waitForIdle()
    return app
  }

  /// Launches a sample and logs in, so the Tasks list is shown.
  public static func launchLoggedIn(
    _ architecture: Architecture, backend: FixtureBackend = FixtureBackend(), storage: DeviceStorage = DeviceStorage()
  )
    async throws -> AppDriver
  {
    let app = try await launch(architecture, backend: backend, storage: storage)
    try await logIn(app)
    return app
  }

  public static func logIn(_ app: AppDriver, username: String = username, password: String = password) async throws {
    try await app.textFields["Username"].typeText(username)
    try await app.secureTextFields["Password"].typeText(password)
    try await app.buttons["Log in"].tap()
  }

  /// The ids of the rows shown, in order.
  public static func visibleEventIDs(_ app: AppDriver) -> [Int] {
    app.cells.allElements.compactMap { row in
      row.identifier.hasPrefix("event.") ? Int(row.identifier.dropFirst("event.".count)) : nil
    }
  }
}
