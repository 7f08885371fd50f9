/// A per-event count (allocations, tree updates, renders) over all measured iterations.
///
/// Each count is exact. The table shows the ``median``: a count can differ between
/// iterations in a fixed pattern (an array that grows reallocates every so often), and, for
/// allocations, by one to a few where work on other threads lands inside or outside the
/// measured span by chance (see README, "Latency"); the median is what a typical dispatch
/// does and is the same from run to run. ``total`` and ``mean`` keep every iteration.
///
/// ```swift
/// let allocations = CountDistribution(counts: [12, 12, 14])
/// allocations.median  // 12
/// allocations.mean    // 12.67
/// ```
public struct CountDistribution: Codable, Equatable, Sendable {
  public var total: Int
  public var min: Int
  public var max: Int
  public var mean: Double
  /// The middle count; of an even number of counts, the lower of the two middle ones, so it is always a count.
  public var median: Int

  public init(total: Int, min: Int, max: Int, mean: Double, median: Int) {
    self.total = total
    self.min = min
    self.max = max
    self.mean = mean
    self.median = median
  }

  /// The distribution of `counts`; all zero when there are none.
  public init(counts: [Int]) {
    let total = counts.reduce(0, +)
    let sorted = counts.sorted()
    self.init(
      total: total, min: sorted.first ?? 0, max: sorted.last ?? 0,
      mean: counts.isEmpty ? 0 : Double(total) / Double(counts.count),
      median: sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2])
  }
}
