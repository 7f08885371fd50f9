/// A baseline and a new measurement, compared metric by metric, and the ``Outcome`` that follows.
///
/// The outcome follows package-benchmark: nothing changed beyond its threshold, a regression, or
/// improvements only (update the baseline); `archbench check` exits with each one's status. A
/// metric that disappears is a regression (a step that no longer runs must not pass silently);
/// one that appears is reported and does not fail the check. Timing rows are judged and shown,
/// but they move the outcome only with `strictTiming` (`archbench check --strict-timing`): on a
/// shared machine they move by 10–35 % from run to run, and the instruction rows measure the
/// same work exactly.
///
/// ```swift
/// let comparison = Comparison(baseline: baseline.metrics, now: measured, thresholds: .defaults)
/// if comparison.outcome == .regressed { print(CheckRenderer.table(comparison, changesOnly: true)) }
/// ```
public struct Comparison: Sendable, Equatable {
  /// One metric's row in the check's table.
  public struct Row: Sendable, Hashable, Codable {
    public var metric: GateMetric
    public var baseline: Double?
    public var now: Double?
    public var threshold: Double
    public var verdict: Verdict
    /// Whether the verdict counts towards the outcome: every row but timing without `strictTiming`.
    public var isGated = true

    /// `now − baseline`, or for timing the relative change (`0.12` is +12 %).
    public var change: Double? {
      guard let baseline, let now else { return nil }
      if metric.kind.isRelative { return baseline == 0 ? nil : now / baseline - 1 }
      return now - baseline
    }
  }

  public var rows: [Row]

  /// Whether the measuring program was built from the same inputs as the baseline's: every
  /// count must then be the same to the unit, whatever its threshold.
  public var sameMeasuredInputs = false

  /// - Parameter sameMeasuredInputs: the baseline's fingerprint of the measured inputs is today's
  ///   (``MeasuredInputs``), so any count that moved is a defect of isolation.
  public init(
    baseline: [GateMetric], now: [GateMetric], thresholds: Thresholds, strictTiming: Bool = false,
    sameMeasuredInputs: Bool = false
  ) {
    self.sameMeasuredInputs = sameMeasuredInputs
    let old = Dictionary(baseline.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let new = Dictionary(now.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [Row] = []
    for key in Set(old.keys).union(new.keys).sorted() {
      switch (old[key], new[key]) {
      case (let before?, let after?):
        let threshold = thresholds.threshold(for: after)
        rows.append(
          Row(
            metric: after, baseline: before.value, now: after.value, threshold: threshold,
            verdict: Self.verdict(
              before: before.value, after: after, threshold: threshold,
              minimumChange: thresholds.minimumChange(for: after))))
      case (let before?, nil):
        rows.append(
          Row(
            metric: before, baseline: before.value, now: nil, threshold: thresholds.threshold(for: before),
            verdict: .removed))
      case (nil, let after?):
        rows.append(
          Row(
            metric: after, baseline: nil, now: after.value, threshold: thresholds.threshold(for: after), verdict: .added
          ))
      case (nil, nil):
        continue
      }
    }
    self.rows = rows.map { row in
      var row = row
      row.isGated = strictTiming || row.metric.kind != .timing
      return row
    }
  }

  /// - Parameter minimumChange: for a relative metric, how far it must also move in its unit.
  static func verdict(before: Double, after: GateMetric, threshold: Double, minimumChange: Double = 0) -> Verdict {
    let change: Double
    switch after.kind {
    case .exact, .coverage:
      change = after.value - before
    case .timing, .instructions:
      // A ratio of zero cannot be compared relatively; only an exact repeat is unchanged.
      guard before > 0 else { return after.value == before ? .unchanged : .regressed }
      change = after.value / before - 1
    }
    guard abs(change) > threshold, abs(after.value - before) > minimumChange else { return .unchanged }
    let worse = after.direction == .lowerIsBetter ? change > 0 : change < 0
    return worse ? .regressed : .improved
  }

  public var regressions: [Row] {
    rows.filter { $0.isGated && ($0.verdict == .regressed || $0.verdict == .removed) }
  }

  /// The count rows that moved at all though the measured inputs did not: what the program
  /// counts then depends on something outside them (the folder, the layout, other code).
  public var isolationBreaches: [Row] {
    guard sameMeasuredInputs else { return [] }
    return rows.filter { $0.metric.isCount && $0.baseline != $0.now }
  }
  public var improvements: [Row] { rows.filter { $0.isGated && $0.verdict == .improved } }
}

extension GateMetric {
  /// A count of the measuring program, the same in every run of the same build: instructions
  /// and allocations (the sums and each step's).
  public var isCount: Bool { kind == .instructions || id.hasPrefix("allocations.") }
}

extension GateMetric.Kind {
  /// Whether a change is judged relative to the baseline's value rather than in its unit.
  var isRelative: Bool { self == .timing || self == .instructions }
}
