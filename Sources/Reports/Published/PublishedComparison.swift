/// The published claims (``PublishedClaim/all``) with archbench's answers measured beside them:
/// the model of the report's *Published figures and ours*.
///
/// Every figure and verdict of archbench's comes from `ReportData` at report time: a ratio, a
/// figure or an order from the samples' measures, a behaviour from the conformance matrix. A
/// row whose samples, figures or scenarios this report did not measure has no verdict and
/// says so in ``Row/reason``, as does a claim nothing here can measure.
///
/// ```swift
/// let rows = PublishedComparison(data).rows
/// rows[0].verdict?.agrees  // whether Redux ÷ MVVM in items agrees with S1's ×1.90
/// rows.last?.reason        // "not measurable here: Core Data does not exist on Linux, …"
/// ```
public struct PublishedComparison: Sendable {
  /// One claim and archbench's answer.
  public struct Row: Sendable {
    public var claim: PublishedClaim
    /// Each measured architecture's name and figure, in ``PublishedClaim/architectures``' order.
    public var figures: [(name: String, value: Double)]
    /// The ratio (or, for `.figure` and `.rank`, the subject's figure) set against the claim;
    /// `nil` when unmeasured or when the row has no measure.
    public var observed: Double?
    /// Each architecture's figure ÷ the source's, where the source publishes one.
    public var againstPublished: [(name: String, ratio: Double)]
    public var verdict: Verdict?
    /// For a behaviour: each sample that failed one of the scenarios, with the first it failed.
    public var failing: [(name: String, scenario: String)] = []
    /// For a behaviour: how many samples the matrix holds.
    public var samples: Int = 0
    /// Why the row has no verdict: `not measurable here: …`, `not measured in this run: …`, or
    /// what of the latency run answers it; `nil` when it has one.
    public var reason: String?
  }

  public var rows: [Row]

  public init(_ data: ReportData, claims: [PublishedClaim] = PublishedClaim.all) {
    rows = claims.map { claim in
      switch claim.comparison {
      case .notMeasurable(let why): Self.unjudged(claim, "not measurable here: " + why)
      case .latency(let what):
        Self.unjudged(
          claim,
          data.latency == nil
            ? "not measured in this run: the latency run was skipped"
            : "measured in the latency run, not here: \(what); timing-dependent, so this section sets no figure "
              + "beside it, and S5 publishes none")
      case .scenarios(let scenarios): Self.behaviour(claim, scenarios, data.conformance)
      case .within(let steps, let limit): Self.within(claim, steps, limit, data)
      case .ratio, .figure, .rank: Self.measured(claim, data)
      }
    }
  }

  static func unjudged(_ claim: PublishedClaim, _ reason: String) -> Row {
    Row(claim: claim, figures: [], observed: nil, againstPublished: [], verdict: nil, reason: reason)
  }

  /// A behaviour: shown by the samples that pass every one of `scenarios` in the matrix.
  static func behaviour(_ claim: PublishedClaim, _ scenarios: [String], _ matrix: ConformanceMatrix?) -> Row {
    guard let matrix, !matrix.architectures.isEmpty,
      scenarios.allSatisfy({ scenario in
        matrix.architectures.allSatisfy { matrix.result(scenario: scenario, architecture: $0) != nil }
      })
    else { return unjudged(claim, "not measured in this run: the conformance suite did not run every scenario") }
    let failing = matrix.architectures.compactMap { name -> (name: String, scenario: String)? in
      scenarios.first { matrix.result(scenario: $0, architecture: name) != .pass }.map { (name, $0) }
    }
    let total = matrix.architectures.count
    var row = Row(
      claim: claim, figures: [], observed: nil, againstPublished: [],
      verdict: Verdict(shownIn: total - failing.count, of: total))
    row.failing = failing
    row.samples = total
    return row
  }

  /// A requirement on time: met by the samples whose p99 of every one of `steps` is within
  /// `limit`. ``Row/figures`` holds each sample's slowest p99 in milliseconds.
  static func within(_ claim: PublishedClaim, _ steps: [String], _ limit: UInt64, _ data: ReportData) -> Row {
    guard let latency = data.latency else {
      return unjudged(claim, "not measured in this run: the latency run was skipped")
    }
    var figures: [(name: String, value: Double)] = []
    var failing: [(name: String, scenario: String)] = []
    for architecture in data.architectures {
      let measured = steps.map { step in
        latency.measurements.first { $0.subject == architecture.id && $0.step == step }
      }
      guard measured.allSatisfy({ $0 != nil }) else {
        return unjudged(
          claim, "not measured in this run: no \(steps.joined(separator: " or ")) of \(architecture.name)")
      }
      let slowest = measured.compactMap { $0 }.max { $0.latency.p99 < $1.latency.p99 }!
      figures.append((architecture.name, Double(slowest.latency.p99) / 1_000_000))
      if slowest.latency.p99 > limit { failing.append((architecture.name, slowest.step)) }
    }
    var row = Row(
      claim: claim, figures: figures, observed: figures.map(\.value).max(), againstPublished: [],
      verdict: Verdict(shownIn: figures.count - failing.count, of: figures.count))
    row.failing = failing
    row.samples = figures.count
    return row
  }

  /// A ratio, a figure or an order, from each sample's measure.
  static func measured(_ claim: PublishedClaim, _ data: ReportData) -> Row {
    guard let measure = claim.measure, let expected = claim.expected else {
      return unjudged(claim, "not measured in this run: the claim names no measure")
    }
    let measured = claim.architectures.map { id -> (name: String, value: Double)? in
      guard let metrics = data.architectures.first(where: { $0.id == id }),
        let value = measure.value(of: metrics, scorecard: data.scorecard)
      else { return nil }
      return (metrics.name, value)
    }
    guard measured.allSatisfy({ $0 != nil }) else {
      var row = unjudged(claim, "not measured in this run: " + missing(claim, measured, data))
      row.figures = measured.compactMap { $0 }
      return row
    }
    let figures = measured.compactMap { $0 }
    let against = zip(claim.architectures, figures).compactMap { id, figure -> (name: String, ratio: Double)? in
      claim.publishedFigures[id].map { (figure.name, figure.value / $0) }
    }
    var row = Row(claim: claim, figures: figures, observed: nil, againstPublished: against, verdict: nil)
    switch claim.comparison {
    case .ratio:
      let baseline = figures.dropLast().map(\.value)
      let mean = baseline.reduce(0, +) / Double(baseline.count)
      row.observed = mean == 0 ? nil : figures[figures.count - 1].value / mean
      row.verdict = row.observed.map { Verdict(observed: $0, expected: expected) }
      if row.observed == nil { row.reason = "not measured in this run: the baseline's figure is 0" }
    case .figure:
      row.observed = figures[0].value
      row.verdict = Verdict(observed: figures[0].value, expected: expected)
    case .rank(let subject, let group):
      let index = group.firstIndex(of: subject) ?? 0
      let others = figures.indices.filter { $0 != index }.map { figures[$0].value }
      row.observed = figures[index].value
      row.verdict = Verdict(subject: figures[index].value, others: others, expected: expected)
    case .scenarios, .latency, .within, .notMeasurable: break
    }
    return row
  }

  /// What the report lacks for a row: the samples it has no figure of, by id when it has no such sample.
  static func missing(
    _ claim: PublishedClaim, _ measured: [(name: String, value: Double)?], _ data: ReportData
  ) -> String {
    let absent = zip(claim.architectures, measured).filter { $0.1 == nil }.map { id, _ in
      data.architectures.first { $0.id == id }?.name ?? id
    }
    return "no figure of " + absent.joined(separator: ", ")
  }
}
