/// A per-event count (allocations, tree updates, renders) over all measured iterations.
///
/// Counts are exact, so two runs of the same build give the same ``total``; ``mean`` is
/// what the table shows, since a count may differ between iterations in a fixed pattern
/// (an array that grows reallocates every so often).
///
/// ```swift
/// let allocations = CountDistribution(counts: [12, 12, 14])
/// allocations.mean  // 12.67
/// ```
public struct CountDistribution: Codable, Equatable, Sendable {
  public var total: Int
  public var min: Int
  public var max: Int
  public var mean: Double

  public init(total: Int, min: Int, max: Int, mean: Double) {
    self.total = total
    self.min = min
    self.max = max
    self.mean = mean
  }

  /// The distribution of `counts`; all zero when there are none.
  public init(counts: [Int]) {
    let total = counts.reduce(0, +)
    self.init(
      total: total, min: counts.min() ?? 0, max: counts.max() ?? 0,
      mean: counts.isEmpty ? 0 : Double(total) / Double(counts.count))
  }
}
