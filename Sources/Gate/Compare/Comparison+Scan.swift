extension Comparison {
  /// A project's scan against a scan baseline, in the gate's rows: an item over its limit that
  /// the baseline does not hold, or holds with a lower value (beyond the item's allowance), is
  /// regressed; one the baseline holds at the same value is unchanged; one the baseline holds
  /// that is lower now, back under its limit, or gone, is improved. Items under their limit that
  /// the baseline does not hold make no row. Without a baseline, every item over its limit is new.
  ///
  /// ```swift
  /// let comparison = Comparison(scan: items, baseline: try ScanBaseline.load(from: url).metrics)
  /// comparison.outcome  // .regressed when a function grew
  /// ```
  public init(scan items: [ScanItem], baseline: [GateMetric]) {
    let frozen = Dictionary(baseline.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let now = Dictionary(items.map { ($0.metric.key, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [Row] = []
    for key in Set(frozen.keys).union(now.filter(\.value.isOver).keys).sorted() {
      switch (frozen[key], now[key]) {
      case (let before?, let after?):
        let verdict: Verdict
        if !after.isOver {
          verdict = .improved
        } else if after.metric.value > before.value + after.allowance {
          verdict = .regressed
        } else if after.metric.value < before.value - after.allowance {
          verdict = .improved
        } else {
          verdict = .unchanged
        }
        rows.append(
          Row(
            metric: after.metric, baseline: before.value, now: after.metric.value, threshold: after.limit,
            verdict: verdict))
      case (let before?, nil):
        rows.append(Row(metric: before, baseline: before.value, now: nil, threshold: 0, verdict: .improved))
      case (nil, let after?):
        rows.append(
          Row(metric: after.metric, baseline: nil, now: after.metric.value, threshold: after.limit, verdict: .regressed)
        )
      case (nil, nil):
        continue
      }
    }
    self.rows = rows
  }
}
