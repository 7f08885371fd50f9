/// One measured interaction: how to bring an app to where it can happen, the event itself, and how to go back.
///
/// Steps see the app only through the element tree, as the conformance suite does, so the
/// same step runs on every architecture and on the reference. Only ``event`` is timed:
///
/// 1. ``setUp`` once per app, untimed: from the login screen to the step's precondition.
/// 2. Per iteration: ``event`` looks up its element (untimed) and returns an ``Injection``;
///    the harness times the injection until the tree settles (and `until` holds, if given);
///    ``check`` verifies the outcome and ``restore`` returns to the precondition, both untimed.
///
/// ```swift
/// let keystroke = Step(
///   id: "login.keystroke", screen: .login, summary: "A keystroke in the login username field",
///   setUp: { _ in },
///   event: { context in
///     let setText = try context.action(\.setText, on: .textField, "Username")
///     return Injection { setText("j") }
///   },
///   check: { context in try context.expect(context.driver.textFields["Username"].value == "j", "username j") },
///   restore: { context in try await context.driver.textFields["Username"].clearText() })
/// ```
public struct Step: Identifiable, Sendable {
  /// A dotted id, screen first: `login.keystroke`, `report.send`. It is what names the step
  /// everywhere, in results, baselines and `--steps`.
  public let id: String
  /// The screen of Samples/SPEC.md where the step happens: `.report` for every event of the report form.
  public let screen: SpecScreen
  /// What a person does, in a few words.
  public let summary: String
  /// Whether the step runs once per fixture size (`list.search`, `list.live`, `list.refresh`)
  /// instead of once on the standard fixture.
  public let scales: Bool
  /// For a step that runs on one generated fixture of this many events instead of the standard one.
  public let fixtureEvents: Int?
  let setUp: @MainActor @Sendable (StepContext) async throws -> Void
  let event: @MainActor @Sendable (StepContext) throws -> Injection
  let check: @MainActor @Sendable (StepContext) throws -> Void
  let restore: @MainActor @Sendable (StepContext) async throws -> Void
  /// What must hold, besides the app settling, for the event to count as finished; `nil` for settling alone.
  let until: (@MainActor @Sendable (StepContext) -> Bool)?
  /// For a step with ``until``: how many values on screen differ from the server's, asked at a
  /// settle where ``until`` does not hold yet; `nil` counts one, the one change the step makes.
  let staleness: (@MainActor @Sendable (StepContext) -> Int)?

  /// The number of the step's screen in Samples/SPEC.md (`report.send` is on §6, Report status):
  /// what reports show before its id and `--steps 6` selects. Steps on one screen share it.
  public var number: Int { screen.number }

  /// Whether the event is a change on the server that the screen must come to show: the steps
  /// whose ``RealtimeFigures`` the report gives.
  public var isRealtime: Bool { until != nil }

  /// - Parameters:
  ///   - until: for an event whose effect reaches the app off the main actor (a live update),
  ///     the outcome the timer waits for; see ``DispatchTimer``.
  ///   - staleness: for such an event, the values on screen that differ from the server's.
  public init(
    id: String, screen: SpecScreen, summary: String, scales: Bool = false, fixtureEvents: Int? = nil,
    setUp: @escaping @MainActor @Sendable (StepContext) async throws -> Void,
    event: @escaping @MainActor @Sendable (StepContext) throws -> Injection,
    check: @escaping @MainActor @Sendable (StepContext) throws -> Void,
    restore: @escaping @MainActor @Sendable (StepContext) async throws -> Void = { _ in },
    until: (@MainActor @Sendable (StepContext) -> Bool)? = nil,
    staleness: (@MainActor @Sendable (StepContext) -> Int)? = nil
  ) {
    self.id = id
    self.screen = screen
    self.summary = summary
    self.scales = scales
    self.fixtureEvents = fixtureEvents
    self.setUp = setUp
    self.event = event
    self.check = check
    self.restore = restore
    self.until = until
    self.staleness = staleness
  }
}
