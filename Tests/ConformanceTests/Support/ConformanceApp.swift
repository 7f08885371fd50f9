import Foundation
import HeadlessUI
import SampleRegistry
import ServiceKit
import UITestDriver

/// Shared steps of the conformance scenarios. They use the element tree only, never a sample's types.
@MainActor
enum ConformanceApp {
  static let username = "jnovak"
  static let password = "servis123"

  /// The standard fixture's events, earliest first.
  static let sortedEventIDs = [5, 2, 1, 3, 4, 6, 7, 8]

  /// Launches a sample on `backend` and waits until it is idle on the login screen.
  static func launch(
    _ architecture: Architecture, backend: FixtureBackend = FixtureBackend()
  ) async throws
    -> AppDriver
  {
    let app = architecture.launch(on: backend)
    try await app.waitForIdle()
    return app
  }

  /// Launches a sample and logs in, so the Tasks list is shown.
  static func launchLoggedIn(
    _ architecture: Architecture, backend: FixtureBackend = FixtureBackend()
  )
    async throws -> AppDriver
  {
    let app = try await launch(architecture, backend: backend)
    try await logIn(app)
    return app
  }

  static func logIn(_ app: AppDriver, username: String = username, password: String = password) async throws {
    try await app.textFields["Username"].typeText(username)
    try await app.secureTextFields["Password"].typeText(password)
    try await app.buttons["Log in"].tap()
  }

  /// Opens the detail of the event with this id from the list.
  static func openEvent(_ app: AppDriver, id: Int) async throws {
    try await app.cells["event.\(id)"].tap()
  }

  /// Opens the report form of the event with this id from the list.
  static func openReport(_ app: AppDriver, eventID: Int) async throws {
    try await openEvent(app, id: eventID)
    try await app.buttons["Report status"].tap()
  }

  /// Fills the open report form as completed: types `note`, switches Completed on and picks `type`.
  static func fillCompletedReport(_ app: AppDriver, note: String, type: String) async throws {
    try await app.textFields["Note"].typeText(note)
    try await app.switches["Completed"].tap()
    try await app.segmentedControls["Completion type"].select(type)
  }

  /// The ids of the rows shown, in order.
  static func visibleEventIDs(_ app: AppDriver) -> [Int] {
    app.cells.allElements.compactMap { row in
      row.identifier.hasPrefix("event.") ? Int(row.identifier.dropFirst("event.".count)) : nil
    }
  }

  /// The texts of the row of the event with this id, in order.
  static func rowTexts(_ app: AppDriver, id: Int) -> [String] {
    app.cells["event.\(id)"].staticTexts.allElements.map(\.label)
  }

  /// The navigation bar's title now shown.
  static func navigationTitle(_ app: AppDriver) -> String? {
    app.navigationBars.firstMatch.staticTexts["navigationTitle"].element?.label
  }

  /// An event the server adds while the app runs.
  static func newEvent(
    id: Int = 9, name: String = "Oprava bojleru", address: String = "Údolní 20, Brno",
    date: String = "2026-11-22T10:00:00Z"
  ) -> ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: id, name: name, address: address, date: ISO8601DateFormatter().date(from: date)!,
      description: "Bojler netopí.", contact: customer.contact, customerID: customer.id,
      customerName: customer.name, location: customer.location)
  }
}
