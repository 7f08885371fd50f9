/// The frame budgets an event is checked against: one frame at 60 Hz and at 120 Hz.
///
/// ```swift
/// let misses = FrameBudget.misses(nanoseconds: [5_000_000, 10_000_000, 20_000_000])
/// misses.over16ms  // 1/3
/// misses.over8ms   // 2/3
/// ```
public enum FrameBudget {
  /// 1/60 s.
  public static let sixtyHertz: UInt64 = 16_666_667
  /// 1/120 s.
  public static let oneHundredTwentyHertz: UInt64 = 8_333_333

  /// The share of `samples` strictly over each budget; zero for no samples.
  public static func misses(nanoseconds samples: [UInt64]) -> FrameBudgetMisses {
    guard !samples.isEmpty else { return FrameBudgetMisses(over16ms: 0, over8ms: 0) }
    let count = Double(samples.count)
    return FrameBudgetMisses(
      over16ms: Double(samples.count { $0 > sixtyHertz }) / count,
      over8ms: Double(samples.count { $0 > oneHundredTwentyHertz }) / count)
  }
}
