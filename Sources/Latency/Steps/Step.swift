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
///   id: "login.keystroke", number: 1, summary: "A keystroke in the login username field",
///   setUp: { _ in },
///   event: { context in
///     let setText = try context.action(\.setText, on: .textField, "Username")
///     return Injection { setText("j") }
///   },
///   check: { context in try context.expect(context.driver.textFields["Username"].value == "j", "username j") },
///   restore: { context in try await context.driver.textFields["Username"].clearText() })
/// ```
public struct Step: Identifiable, Sendable {
  /// A dotted id, screen first: `login.keystroke`, `report.send`.
  public let id: String
  /// The step's number: 1…9 in issue 7's list, 10…12 the realtime and start-up steps of issue 43;
  /// the events of one user action (step 5's form), or one kind of event (the bursts), share it.
  public let number: Int
  /// What a person does, in a few words.
  public let summary: String
  /// Whether the step runs once per fixture size (steps 6–8) instead of once on the standard fixture.
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

  /// Whether the event is a change on the server that the screen must come to show: the steps
  /// whose ``RealtimeFigures`` the report gives.
  public var isRealtime: Bool { until != nil }

  /// - Parameters:
  ///   - until: for an event whose effect reaches the app off the main actor (a live update),
  ///     the outcome the timer waits for; see ``DispatchTimer``.
  ///   - staleness: for such an event, the values on screen that differ from the server's.
  public init(
    id: String, number: Int, summary: String, scales: Bool = false, fixtureEvents: Int? = nil,
    setUp: @escaping @MainActor @Sendable (StepContext) async throws -> Void,
    event: @escaping @MainActor @Sendable (StepContext) throws -> Injection,
    check: @escaping @MainActor @Sendable (StepContext) throws -> Void,
    restore: @escaping @MainActor @Sendable (StepContext) async throws -> Void = { _ in },
    until: (@MainActor @Sendable (StepContext) -> Bool)? = nil,
    staleness: (@MainActor @Sendable (StepContext) -> Int)? = nil
  ) {
    self.id = id
    self.number = number
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
