extension Step {
  /// The report form: the events of filling it in and sending it, each measured on its own.
  ///
  /// They share the number 5 and the setup: logged in, on the first event's detail, with the form open.
  public static let report: [Step] = [
    reportNote, reportCompleted, reportType, reportAttach, reportPick, reportAdd, reportSend,
  ]

  /// A keystroke in the Note field.
  public static let reportNote = Step(
    id: "report.note", screen: .report, summary: "Report: keystroke in the note",
    setUp: { context in try await openReport(context) },
    event: { context in try context.keystroke("x", into: .textField, "Note") },
    check: { context in try context.expect(context.driver.textFields["Note"].value == "x", "the note reading \"x\"") },
    restore: { context in try await context.driver.textFields["Note"].clearText() })

  /// Switching Completed on, which shows the completion type.
  public static let reportCompleted = Step(
    id: "report.completed", screen: .report, summary: "Report: toggle Completed",
    setUp: { context in try await openReport(context) },
    event: { context in try context.setOn(true, "Completed") },
    check: { context in
      try context.expect(context.driver.segmentedControls["completionType"].exists, "the completion type shown")
    },
    restore: { context in try await context.driver.switches["Completed"].setOn(false) })

  /// Picking a completion type; iterations alternate between two, so every pick changes it.
  public static let reportType = Step(
    id: "report.type", screen: .report, summary: "Report: pick a type",
    setUp: { context in
      try await openReport(context)
      try await context.driver.switches["Completed"].setOn(true)
    },
    event: { context in try context.select(typeOption(context.iteration), in: "Completion type") },
    check: { context in
      let expected = typeOption(context.iteration)
      try context.expect(
        context.driver.segmentedControls["completionType"].value == expected, "the type \"\(expected)\" picked")
    })

  /// Tapping Attach photos, which shows the photo picker.
  public static let reportAttach = Step(
    id: "report.attach", screen: .report, summary: "Report: open the photo picker",
    setUp: { context in try await openReport(context) },
    event: { context in try context.tap(.button, "Attach photos") },
    check: { context in try context.expect(context.driver.sheets["photoPicker"].exists, "the photo picker") },
    restore: { context in try await context.driver.buttons["Cancel"].tap() })

  /// Picking a photo in the picker.
  public static let reportPick = Step(
    id: "report.pick", screen: .report, summary: "Report: pick a photo",
    setUp: { context in
      try await openReport(context)
      try await context.driver.buttons["Attach photos"].tap()
    },
    event: { context in try context.setOn(true, "photo.IMG_0001") },
    check: { context in
      try context.expect(context.driver.switches["photo.IMG_0001"].value == "1", "the photo picked")
    },
    restore: { context in try await context.driver.switches["photo.IMG_0001"].setOn(false) })

  /// Tapping Add in the picker, which closes it and shows the photo in the form.
  ///
  /// Restore closes the form and opens it afresh, so that every Add attaches a new photo.
  public static let reportAdd = Step(
    id: "report.add", screen: .report, summary: "Report: attach the picked photo",
    setUp: { context in
      try await openReport(context)
      try await AppFlows.pickFirstPhoto(context)
    },
    event: { context in try context.tap(.button, "Add") },
    check: { context in
      try context.expect(!context.driver.sheets["photoPicker"].exists, "the picker closed")
      try context.expect(context.driver.staticTexts["IMG_0001"].exists, "the photo in the form")
    },
    restore: { context in
      try await context.driver.buttons["Close"].tap()
      try await context.driver.buttons["Report status"].tap()
      try await AppFlows.pickFirstPhoto(context)
    })

  /// Tapping Send on a filled-in form, until the sheet closes and the detail shows the new status.
  ///
  /// The first send completes the event; later ones send the same report again, so the
  /// status text no longer changes. Warm-up absorbs the first.
  public static let reportSend = Step(
    id: "report.send", screen: .report, summary: "Report: send",
    setUp: { context in
      try await openReport(context)
      try await fillReport(context)
    },
    event: { context in try context.tap(.button, "Send") },
    check: { context in
      try context.expect(context.driver.sheets.count == 0, "the report sheet closed")
      try context.expect(context.driver.staticTexts["status"].label == "Completed", "the status Completed")
    },
    restore: { context in
      try await context.driver.buttons["Report status"].tap()
      try await fillReport(context)
    })

  @MainActor
  private static func openReport(_ context: StepContext) async throws {
    try await AppFlows.logIn(context)
    try await AppFlows.openReport(context)
  }

  /// A note, Completed with a type, and a photo: everything the form takes.
  @MainActor
  private static func fillReport(_ context: StepContext) async throws {
    try await context.driver.textFields["Note"].typeText("Hotovo")
    try await context.driver.switches["Completed"].setOn(true)
    try await context.driver.segmentedControls["Completion type"].select("Repaired")
    try await AppFlows.pickFirstPhoto(context)
    try await context.driver.buttons["Add"].tap()
  }

  private static func typeOption(_ iteration: Int) -> String {
    iteration.isMultiple(of: 2) ? "Repaired" : "New part"
  }
}
