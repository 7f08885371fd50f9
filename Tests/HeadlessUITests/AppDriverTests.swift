import HeadlessUI
import HeadlessUIKit
import Testing
import UITestDriver

@MainActor
@Suite("AppDriver")
struct AppDriverTests {
  @Test func waitForIdleWaitsForChainedTasks() async throws {
    let form = FormViewController()
    let (_, _, app) = host(form)
    form.saveButton.addAction(
      Action { _ in
        Task {
          await Task.yield()
          Task { form.statusLabel.text = "late" }
        }
      }, for: .touchUpInside)

    try await app.buttons["Save"].tap()

    #expect(app.staticTexts["status"].label == "late")
  }

  @Test func waitForIdleWaitsWhileTheBackendIsBusy() async throws {
    let form = FormViewController()
    let application = Application()
    let window = Window(application: application)
    window.rootViewController = form
    window.makeKeyAndVisible()
    var busy = true
    let app = AppDriver(application: application, isBusy: { busy })
    Task {
      try await Task.sleep(for: .milliseconds(20))
      busy = false
      form.statusLabel.text = "loaded"
    }

    try await app.waitForIdle()

    #expect(app.staticTexts["status"].label == "loaded")
  }

  @Test func waitForIdleGivesUpOnAnAppThatNeverSettles() async throws {
    let form = FormViewController()
    let (application, _, app) = host(form)
    app.idleTimeout = .milliseconds(50)
    let spinner = Task {
      while !Task.isCancelled {
        application.setNeedsRender()
        await Task.yield()
      }
    }
    defer { spinner.cancel() }

    await #expect(throws: DriverError.idleTimeout(.milliseconds(50))) { try await app.waitForIdle() }
  }

  @Test func actionsOnMissingOrAmbiguousElementsThrow() async throws {
    let root = ViewController()
    root.view.addSubview(Button(title: "Same"))
    root.view.addSubview(Button(title: "Same"))
    let (_, _, app) = host(root)

    await #expect(throws: DriverError.notFound("button \"Missing\"")) { try await app.buttons["Missing"].tap() }
    await #expect(throws: DriverError.ambiguous("button \"Same\"", count: 2)) { try await app.buttons["Same"].tap() }
    #expect(app.buttons["Same"].exists)
    #expect(app.buttons.count == 2)
  }

  @Test func unsupportedActionsThrow() async throws {
    let form = FormViewController()
    let (_, _, app) = host(form)

    await #expect(throws: DriverError.unsupported("type into", "button \"Save\"")) {
      try await app.buttons["Save"].typeText("x")
    }
  }

  @Test func findsByIdentifierAndScopesQueries() async throws {
    let form = FormViewController()
    let (_, _, app) = host(NavigationController(rootViewController: form))

    #expect(app.textFields["name"].label == "Name")
    #expect(app.navigationBars.firstMatch.staticTexts["navigationTitle"].label == "Form")
    #expect(app.navigationBars.firstMatch.buttons.count == 0)
  }

  @Test func selectPicksASegmentByTitle() async throws {
    let root = ViewController()
    let control = SegmentedControl(items: ["Repaired", "New part"])
    control.accessibilityLabel = "Type"
    root.view.addSubview(control)
    let (_, _, app) = host(root)

    try await app.segmentedControls["Type"].select("New part")

    #expect(control.selectedSegmentIndex == 1)
    #expect(app.segmentedControls["Type"].value == "New part")
    await #expect(throws: DriverError.noSuchOption("Other", "segmentedControl \"Type\"")) {
      try await app.segmentedControls["Type"].select("Other")
    }
  }
}
