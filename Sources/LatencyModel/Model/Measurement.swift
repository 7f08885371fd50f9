/// What one step cost on one subject with one fixture: its latency distribution, allocations and tree updates.
///
/// ```swift
/// let search = report.measurements.first { $0.subject == "mvc" && $0.step == "list.search" && $0.events == 1_000 }
/// print(search?.latency.p50 ?? 0, search?.ratioToReference ?? .nan)
/// ```
public struct Measurement: Codable, Equatable, Sendable {
  /// The subject's id: an architecture's (`mvc`) or `reference`.
  public var subject: String
  /// The subject's display name (`MVC`, `Reference`).
  public var subjectName: String
  /// The toolkit the subject is written on (``Toolkit``: `none`, `uikit`, `swiftui`); `nil` in results written before it was recorded.
  public var toolkit: String?
  /// The step's id, e.g. `list.search`.
  public var step: String
  /// The number of the step's screen in Samples/SPEC.md (`6` for `report.send`, on §6 Report
  /// status); several steps share one. Results written before issue 46 hold the numbers of an older plan.
  public var stepNumber: Int
  /// How many events the fixture held.
  public var events: Int
  /// `standard` (Samples/SPEC.md's fixture) or `generated` (seeded, see ``RunInfo/seed``).
  public var fixture: String
  /// Measured iterations; warm-up iterations are not included.
  public var iterations: Int
  /// From injecting the event to the tree settling, in nanoseconds.
  public var latency: LatencyDistribution
  /// This subject's p50 over the p50 of ``referenceSubject`` for the same step and fixture: the
  /// reference app on the subject's own toolkit, or the floor for a toolkit's reference; 1 for the floor.
  public var ratioToReference: Double?
  /// The subject ``ratioToReference`` is taken against.
  public var referenceSubject: String?
  /// This subject's p50 over the toolkit-free reference's (the floor's) p50.
  public var ratioToFloor: Double?
  /// Allocations (malloc calls) per dispatch; `nil` when allocations were not counted.
  public var allocations: CountDistribution?
  /// Elements added, removed or changed in the tree per event.
  public var elementUpdates: CountDistribution
  /// Render passes per event.
  public var renders: CountDistribution
  /// Views brought up to date per event: for a SwiftUI-style subject the view bodies evaluated
  /// (what `Self._printChanges()` would print), for a UIKit-style one the views and view
  /// controllers marked for display (`setNeedsDisplay`). `nil` in results written before it was counted.
  public var viewUpdates: CountDistribution?
  /// The share of events over a frame budget.
  public var frameBudgetMisses: FrameBudgetMisses
  /// For a step whose event is a change on the server, S5's criteria (``RealtimeFigures``); `nil` for the others.
  public var realtime: RealtimeFigures?

  public init(
    subject: String, subjectName: String, toolkit: String? = nil, step: String, stepNumber: Int, events: Int,
    fixture: String,
    iterations: Int, latency: LatencyDistribution, ratioToReference: Double?, allocations: CountDistribution?,
    elementUpdates: CountDistribution, renders: CountDistribution, viewUpdates: CountDistribution? = nil,
    frameBudgetMisses: FrameBudgetMisses, realtime: RealtimeFigures? = nil
  ) {
    self.subject = subject
    self.subjectName = subjectName
    self.toolkit = toolkit
    self.step = step
    self.stepNumber = stepNumber
    self.events = events
    self.fixture = fixture
    self.iterations = iterations
    self.latency = latency
    self.ratioToReference = ratioToReference
    self.allocations = allocations
    self.elementUpdates = elementUpdates
    self.renders = renders
    self.viewUpdates = viewUpdates
    self.frameBudgetMisses = frameBudgetMisses
    self.realtime = realtime
  }
}
