extension Step {
  /// Tapping Log out on the Account tab, until the login screen is shown.
  public static let accountLogOut = Step(
    id: "account.logout", screen: .account, summary: "Log out",
    setUp: { context in
      try await AppFlows.logIn(context)
      try await context.driver.tabs["Account"].tap()
    },
    event: { context in try context.tap(.button, "Log out") },
    check: { context in
      try context.expect(context.driver.textFields["Username"].value == "", "an empty login form")
    },
    restore: { context in
      try await AppFlows.logIn(context)
      try await context.driver.tabs["Account"].tap()
    })
}
