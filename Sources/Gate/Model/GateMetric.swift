/// One number the gate compares: a figure of one architecture, and how to judge its change.
///
/// ```swift
/// let lines = GateMetric(
///   id: "production.lines", architecture: "mvc", kind: .exact, direction: .lowerIsBetter, value: 736, unit: "lines")
/// lines.key  // "production.lines mvc"
/// ```
public struct GateMetric: Sendable, Hashable, Codable {
  /// How strictly a change is judged.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Counted, so any change beyond an absolute allowance (default 0) counts.
    case exact
    /// A percentage; a change beyond a number of points counts.
    case coverage
    /// A ratio to the in-run reference, noisy; a relative change beyond a threshold counts, and
    /// fails the check only with `--strict-timing`.
    case timing
    /// Instructions per dispatch, counted by callgrind and the same in every run; a relative
    /// change beyond a small threshold counts.
    case instructions
  }

  /// Which way is an improvement.
  public enum Direction: String, Sendable, Hashable, Codable {
    case lowerIsBetter
    case higherIsBetter
  }

  /// What is measured, e.g. `production.lines`, `latency.ratio.list.search@1000`.
  public var id: String
  /// The architecture's id, e.g. `mvc`.
  public var architecture: String
  public var kind: Kind
  public var direction: Direction
  public var value: Double
  /// The value's unit, for people and for github-action-benchmark.
  public var unit: String

  public init(id: String, architecture: String, kind: Kind, direction: Direction, value: Double, unit: String) {
    self.id = id
    self.architecture = architecture
    self.kind = kind
    self.direction = direction
    self.value = value
    self.unit = unit
  }

  /// Identifies the metric across a baseline and a new measurement.
  public var key: String { "\(id) \(architecture)" }
}
