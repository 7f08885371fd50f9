/// What the harness costs by itself: a no-op injection followed by the same settle loop every step waits on.
///
/// It is reported beside the measurements and not subtracted from them: every step,
/// the reference's included, pays it once, so ratios to the reference cancel most of it.
///
/// ```swift
/// print("settle loop: \(report.harnessOverhead.latency.p50) ns, \(report.harnessOverhead.allocations?.mean ?? 0) allocations")
/// ```
public struct HarnessOverhead: Codable, Equatable, Sendable {
  public var iterations: Int
  public var latency: LatencyDistribution
  /// Allocations of the settle loop itself; `nil` when allocations were not counted.
  public var allocations: CountDistribution?
  /// Always false: measurements include the overhead.
  public var subtracted: Bool

  public init(iterations: Int, latency: LatencyDistribution, allocations: CountDistribution?, subtracted: Bool = false)
  {
    self.iterations = iterations
    self.latency = latency
    self.allocations = allocations
    self.subtracted = subtracted
  }
}
