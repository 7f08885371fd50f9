import UITestDriver

/// The untimed paths a step's setup and restore take through the app, written with the driver as a test would.
///
/// ```swift
/// try await AppFlows.logIn(context)      // login screen → Tasks list
/// try await AppFlows.openFirstEvent(context)
/// ```
@MainActor
enum AppFlows {
  static let username = "jnovak"
  static let password = "servis123"

  /// Types the fixture's credentials into the login form.
  static func typeCredentials(_ context: StepContext) async throws {
    try await context.driver.textFields["Username"].typeText(username)
    try await context.driver.secureTextFields["Password"].typeText(password)
  }

  /// From the login screen to the loaded Tasks list.
  static func logIn(_ context: StepContext) async throws {
    try await typeCredentials(context)
    try await context.driver.buttons["Log in"].tap()
    try context.expect(context.driver.tabs["Tasks"].exists, "the Tasks tab after logging in")
  }

  /// From the Tasks list to the detail of the first event it shows.
  static func openFirstEvent(_ context: StepContext) async throws {
    guard let first = context.sortedEvents.first else { throw StepError.precondition("the fixture has no events") }
    try await context.driver.cells["event.\(first.id)"].tap()
    try context.expect(context.driver.staticTexts["status"].exists, "the event detail's status")
  }

  /// From the Tasks list to the first event's report form.
  static func openReport(_ context: StepContext) async throws {
    try await openFirstEvent(context)
    try await context.driver.buttons["Report status"].tap()
    try context.expect(context.driver.textFields["Note"].exists, "the report form's Note field")
  }

  /// In the report form: opens the photo picker and picks the first library photo.
  static func pickFirstPhoto(_ context: StepContext) async throws {
    try await context.driver.buttons["Attach photos"].tap()
    try await context.driver.switches["photo.IMG_0001"].setOn(true)
  }
}
