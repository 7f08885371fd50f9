import HeadlessUI

/// Drives a running app through its element tree, as `XCUIApplication` drives an iOS app.
///
/// A test written with it knows nothing of the app's architecture: it finds
/// elements by label or identifier, acts on them, and every action waits until the
/// app is idle before it returns.
///
/// ```swift
/// let app = AppDriver(application: application, isBusy: { backend.busyCallCount > 0 })
/// try await app.textFields["Username"].typeText("jnovak")
/// try await app.secureTextFields["Password"].typeText("servis123")
/// try await app.buttons["Log in"].tap()
/// #expect(app.tabs["Tasks"].isSelected)
/// ```
@MainActor
public final class AppDriver {
  public let application: Application
  /// How long ``waitForIdle()`` waits before it gives up.
  public var idleTimeout: Duration = .seconds(10)

  private let isBusy: @MainActor () -> Bool
  private let isBlocked: @MainActor () -> Bool

  /// - Parameters:
  ///   - isBusy: whether work outside the platform (a backend call waiting out its latency) is under way.
  ///   - isBlocked: whether that work is held on purpose by the test; the app then counts as idle
  ///     even while its tasks wait, so the test can look at the waiting state.
  public init(
    application: Application, isBusy: @escaping @MainActor () -> Bool = { false },
    isBlocked: @escaping @MainActor () -> Bool = { false }
  ) {
    self.application = application
    self.isBusy = isBusy
    self.isBlocked = isBlocked
  }

  /// The element tree with every pending change rendered.
  public var tree: Element { application.currentTree }

  /// What the app asked the platform to do, oldest first.
  public var intents: [Intent] { application.intents }

  /// The screen as text, numbered for the terminal demo when `numbered` is set.
  public func screenshot() -> String {
    TextRenderer().render(tree)
  }

  // MARK: Queries

  /// Every element a person can see and reach now: the front-most alert or sheet, or else the whole window.
  public var descendants: ElementQuery {
    ElementQuery(driver: self, description: "element") { [unowned self] in
      let layer = self.tree.frontmostLayer
      return layer.role == .window ? layer.descendants : [layer] + layer.descendants
    }
  }

  public func descendants(matching role: Element.Role) -> ElementQuery { descendants.matching(role) }

  public var staticTexts: ElementQuery { descendants(matching: .text) }
  public var buttons: ElementQuery { descendants(matching: .button) }
  public var textFields: ElementQuery { descendants(matching: .textField) }
  public var secureTextFields: ElementQuery { descendants(matching: .secureField) }
  public var searchFields: ElementQuery { descendants(matching: .searchField) }
  public var switches: ElementQuery { descendants(matching: .toggle) }
  public var segmentedControls: ElementQuery { descendants(matching: .segmentedControl) }
  public var tables: ElementQuery { descendants(matching: .list) }
  public var cells: ElementQuery { descendants(matching: .row) }
  public var activityIndicators: ElementQuery { descendants(matching: .activityIndicator) }
  public var alerts: ElementQuery { descendants(matching: .alert) }
  public var sheets: ElementQuery { descendants(matching: .sheet) }
  public var navigationBars: ElementQuery { descendants(matching: .navigationBar) }
  public var tabs: ElementQuery { descendants(matching: .tab) }

  /// Taps the navigation bar's Back button.
  public func goBack() async throws {
    try await navigationBars.firstMatch.buttons["back"].tap()
  }

  // MARK: Idle

  /// Waits until the app has settled: nothing left to render, no platform task running, no
  /// backend call under way, and three turns of the main actor in a row with no change.
  ///
  /// Three turns cover work that schedules more work (a task that starts a task) without a
  /// fixed sleep; a backend call waiting out injected latency keeps the app busy meanwhile.
  public func waitForIdle() async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + idleTimeout
    var quietTurns = 0
    while quietTurns < 3 {
      application.renderIfNeeded()
      let before = application.statistics
      await Task.yield()
      let settled =
        !application.isRenderPending && !isBusy() && (application.runningTaskCount == 0 || isBlocked())
      quietTurns = settled && application.statistics == before ? quietTurns + 1 : 0
      if isBusy() {
        try await clock.sleep(for: .microseconds(100))
      }
      if clock.now > deadline {
        throw DriverError.idleTimeout(idleTimeout)
      }
    }
  }

  // MARK: Time

  /// Lets `duration` pass on the application's clock, as a user who stops typing does, and
  /// waits until the app is idle; timers and sleeps due meanwhile run in order, each followed
  /// by a wait for idle.
  ///
  /// ```swift
  /// try await app.textFields["E-mail"].typeText("jana")
  /// try await app.advanceClock(by: .milliseconds(500))
  /// ```
  public func advanceClock(by duration: Duration) async throws {
    try await application.clock.advance(by: duration) { try await self.waitForIdle() }
    try await waitForIdle()
  }

  // MARK: Events

  /// Injects one UI event on `element` and waits until the app settles.
  func perform(_ event: @MainActor () -> Void) async throws {
    event()
    try await waitForIdle()
  }
}
