/// Percentiles of a set of latencies, in nanoseconds, as HdrHistogram reports them (3 significant digits).
///
/// ```swift
/// let distribution = LatencyDistribution(nanoseconds: [1_000, 2_000, 3_000])
/// distribution.p50  // 2_000 (within 0.1 %)
/// ```
public struct LatencyDistribution: Codable, Equatable, Sendable {
  public var p50: UInt64
  public var p90: UInt64
  public var p99: UInt64
  public var max: UInt64
  public var min: UInt64
  public var mean: Double

  public init(p50: UInt64, p90: UInt64, p99: UInt64, max: UInt64, min: UInt64, mean: Double) {
    self.p50 = p50
    self.p90 = p90
    self.p99 = p99
    self.max = max
    self.min = min
    self.mean = mean
  }
}
