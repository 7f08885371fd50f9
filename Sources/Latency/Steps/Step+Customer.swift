extension Step {
  /// From the event detail, tapping the customer until the customer is shown.
  public static let customerOpen = Step(
    id: "customer.open", screen: .customer, summary: "Open the customer",
    setUp: { context in
      try await AppFlows.logIn(context)
      try await AppFlows.openFirstEvent(context)
    },
    event: { context in try context.tap(.button, "customer") },
    check: { context in
      let name = context.sortedEvents.first?.customerName
      try context.expect(context.navigationTitle == name, "the customer's name as the title")
    },
    restore: { context in try await context.driver.goBack() })

  /// From the customer, tapping Back until the event detail is shown.
  public static let customerBack = Step(
    id: "customer.back", screen: .customer, summary: "Go back from the customer",
    setUp: { context in
      try await AppFlows.logIn(context)
      try await AppFlows.openFirstEvent(context)
      try await context.driver.buttons["customer"].tap()
    },
    event: { context in try context.tap(.button, "back") },
    check: { context in try context.expect(context.driver.staticTexts["status"].exists, "the detail's status") },
    restore: { context in try await context.driver.buttons["customer"].tap() })
}
