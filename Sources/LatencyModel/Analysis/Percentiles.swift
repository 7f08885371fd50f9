import Histogram

extension LatencyDistribution {
  /// The distribution of `nanoseconds`, with percentiles read from an HdrHistogram.
  ///
  /// The histogram keeps three significant digits (0.1 % resolution) from 1 ns to an hour,
  /// so a percentile is exact to that resolution whatever the spread of the samples.
  ///
  /// ```swift
  /// LatencyDistribution(nanoseconds: [900, 1_000, 1_100]).p50  // 1_000
  /// ```
  public init(nanoseconds samples: [UInt64]) {
    var histogram = Histogram<UInt64>(
      lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000_000, numberOfSignificantValueDigits: .three)
    for sample in samples {
      // Samples above an hour would mean a hung step; the histogram clamps rather than drops them.
      histogram.record(Swift.min(Swift.max(sample, 1), histogram.highestTrackableValue))
    }
    guard histogram.totalCount > 0 else {
      self.init(p50: 0, p90: 0, p99: 0, max: 0, min: 0, mean: 0)
      return
    }
    self.init(
      p50: histogram.valueAtPercentile(50), p90: histogram.valueAtPercentile(90),
      p99: histogram.valueAtPercentile(99), max: histogram.max, min: histogram.min, mean: histogram.mean)
  }
}
