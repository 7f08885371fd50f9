import ServiceKit

extension Step {
  /// The app started on a new device, until its login form has settled.
  ///
  /// Each iteration starts the subject in a new application over a new storage; the
  /// application is made before the clock starts, as the system makes the process, so what is
  /// timed is the app's own start: its objects made, its first screen built and rendered.
  public static let appLaunch = Step(
    id: "app.launch", screen: .login, summary: "Start the app on a new device, up to the login form",
    setUp: { _ in },
    event: { context in try context.startAgain(over: DeviceStorage()) },
    check: { context in try context.expect(context.driver.buttons["Log in"].exists, "the login form") })

  /// The app started again on a device that kept the session, until the Tasks list has loaded.
  ///
  /// Set up by one login over the step's storage; then each iteration starts a new app over
  /// that storage, which resumes the session (`Backend.resume(token:)`) and loads the list,
  /// with no login form between.
  public static let appRelaunch = Step(
    id: "app.relaunch", screen: .login, summary: "Start the app again with a kept session, up to the Tasks list loaded",
    setUp: { context in try await AppFlows.logIn(context) },
    event: { context in try context.startAgain(over: context.storage) },
    check: { context in
      try context.expect(context.driver.tabs["Tasks"].isSelected, "the Tasks tab, with no login form between")
      try context.expect(context.driver.cells.count > 0, "the list loaded")
    })
}
