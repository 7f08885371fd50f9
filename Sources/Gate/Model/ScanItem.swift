/// One figure of a project's own scan that `archbench check --scan` judges: a function's
/// complexity, a module's distance from the main sequence, or a rule violation; and whether it
/// is over its limit now (a function above it, a module in the zone of pain, any violation).
///
/// ```swift
/// let item = ScanItem(
///   metric: GateMetric(id: "complexity.cyclomatic", architecture: "Sources/App/Parser.swift Parser.parse",
///     kind: .exact, direction: .lowerIsBetter, value: 14, unit: "paths"),
///   limit: 10, isOver: true)
/// ```
public struct ScanItem: Sendable, Hashable {
  /// The figure; its `architecture` is the subject (a function, a module, a violation).
  public var metric: GateMetric
  /// The threshold shown in the row: the complexity limit, the distance allowance, 0 for a violation.
  public var limit: Double
  /// Whether it fails unless frozen in the baseline.
  public var isOver: Bool

  public init(metric: GateMetric, limit: Double, isOver: Bool) {
    self.metric = metric
    self.limit = limit
    self.isOver = isOver
  }

  /// How far it may grow while frozen: D by the distance allowance, a count not at all.
  var allowance: Double { metric.id == ScanItems.distance ? limit : 0 }
}
