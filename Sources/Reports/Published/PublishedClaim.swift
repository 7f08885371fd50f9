/// One published claim and what of archbench's answers it: a row of the report's
/// *Published figures and ours*.
///
/// The claims are constants, quoted from their sources (``PublishedSource``); archbench's side
/// is only named here (a ``Measure`` and the samples to compare, the conformance scenarios that
/// show a behaviour, or why nothing here can answer it) and measured at report time.
///
/// ```swift
/// let row = PublishedClaim.all[0]  // S1's items, Redux ÷ MVVM
/// row.expected                     // .about(110 / 58)
/// ```
public struct PublishedClaim: Sendable, Hashable {
  /// What archbench sets beside the claim.
  public enum Comparison: Sendable, Hashable {
    /// The measure of `subject` ÷ the mean of the measure of `baseline`.
    case ratio(subject: String, baseline: [String])
    /// The measure of one architecture, against a published figure.
    case figure(String)
    /// The measure of `subject` against the rest of `group` (which includes it): a claim of
    /// order, `.least` or `.highest`.
    case rank(subject: String, group: [String])
    /// A behaviour, shown when every sample passes each of these conformance scenarios.
    case scenarios([String])
    /// Measured only by the latency run, which is timing-dependent and so kept out of this
    /// deterministic section: what of it answers the claim.
    case latency(String)
    /// A requirement on time that every sample meets when the p99 of each of these latency steps
    /// is within the limit, in nanoseconds. Judged here although timed, since a limit thousands
    /// of times the measured figures does not move with the host's speed.
    case within(steps: [String], nanoseconds: UInt64)
    /// Nothing archbench measures can answer the claim, and why.
    case notMeasurable(String)
  }

  /// The ``PublishedSource`` id, e.g. `S1`.
  public var source: String
  /// Where the claim stands in the source, e.g. `ch. 9.2`.
  public var location: String
  /// The published figure or words as the source gives them, e.g. `MVVM 58 · Redux 110 · ×1.90`.
  public var published: String
  /// Architecture id → the source's absolute figure, for the rows that have one.
  public var publishedFigures: [String: Double]
  /// The figure compared, for `.ratio`, `.figure` and `.rank`.
  public var measure: Measure?
  public var comparison: Comparison
  /// What the claim says the figure is, for `.ratio`, `.figure` and `.rank`.
  public var expected: Verdict.Expectation?
  /// What archbench checks, for the rows without a measure: e.g. the behaviour the scenarios show.
  public var subject: String?
  /// Where the claim's subject differs from archbench's, shown beside the verdict.
  public var note: String?

  public init(
    source: String, location: String, published: String, publishedFigures: [String: Double] = [:],
    measure: Measure? = nil, comparison: Comparison, expected: Verdict.Expectation? = nil, subject: String? = nil,
    note: String? = nil
  ) {
    self.source = source
    self.location = location
    self.published = published
    self.publishedFigures = publishedFigures
    self.measure = measure
    self.comparison = comparison
    self.expected = expected
    self.subject = subject
    self.note = note
  }

  /// Every row of the section, in its order: grouped by source, S1 to S5.
  public static let all: [PublishedClaim] = s1 + s2 + s3 + s4 + s5

  /// The architectures the row measures: the baseline's, then the subject; the group for an order.
  var architectures: [String] {
    switch comparison {
    case .ratio(let subject, let baseline): baseline + [subject]
    case .figure(let id): [id]
    case .rank(_, let group): group
    case .scenarios, .latency, .within, .notMeasurable: []
    }
  }
}
