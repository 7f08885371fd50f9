/// How one step's cost grows with the number of events on one subject.
///
/// ```swift
/// for result in report.scaling where result.isSuperLinear {
///   print("\(result.subject) \(result.step) grows as N^\(result.slope)")
/// }
/// ```
public struct ScalingResult: Codable, Equatable, Sendable {
  public var subject: String
  public var step: String
  /// The fixture sizes, ascending.
  public var sizes: [Int]
  /// The step's p50 at each size, in nanoseconds.
  public var p50s: [UInt64]
  /// The slope of log(p50) against log(N), fitted by least squares: 1 is linear, 2 quadratic.
  public var slope: Double
  /// Whether ``slope`` exceeds ``ScalingFit/superLinearThreshold``.
  public var isSuperLinear: Bool

  public init(subject: String, step: String, sizes: [Int], p50s: [UInt64], slope: Double, isSuperLinear: Bool) {
    self.subject = subject
    self.step = step
    self.sizes = sizes
    self.p50s = p50s
    self.slope = slope
    self.isSuperLinear = isSuperLinear
  }
}
