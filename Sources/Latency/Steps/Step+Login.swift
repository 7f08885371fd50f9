extension Step {
  /// A keystroke in the login screen's username field.
  ///
  /// Each iteration types one character into an empty field; restore clears it.
  public static let loginKeystroke = Step(
    id: "login.keystroke", screen: .login, summary: "Keystroke in the login username field",
    setUp: { _ in },
    event: { context in try context.keystroke("j", into: .textField, "Username") },
    check: { context in
      try context.expect(context.driver.textFields["Username"].value == "j", "the username field reading \"j\"")
    },
    restore: { context in try await context.driver.textFields["Username"].clearText() })

  /// Tapping Log in with valid credentials, until the Tasks list is loaded.
  ///
  /// Restore logs out from the Account tab and types the credentials again.
  public static let loginSubmit = Step(
    id: "login.submit", screen: .login, summary: "Log in, up to the list being loaded",
    setUp: { context in try await AppFlows.typeCredentials(context) },
    event: { context in try context.tap(.button, "Log in") },
    check: { context in
      try context.expect(context.driver.tabs["Tasks"].isSelected, "the Tasks tab selected")
      try context.expect(context.driver.cells.count > 0, "rows in the list")
    },
    restore: { context in
      try await context.driver.tabs["Account"].tap()
      try await context.driver.buttons["Log out"].tap()
      try await AppFlows.typeCredentials(context)
    })
}
