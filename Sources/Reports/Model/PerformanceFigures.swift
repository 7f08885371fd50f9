import Foundation
import LatencyModel

/// One architecture's latency in a few numbers, from an `archbench latency` run.
///
/// Ratios to the no-architecture reference on the sample's own UI toolkit are what compare
/// across runs and machines, and across toolkits: on this project's machine they agree
/// between two runs far better than absolute times, and they leave out what the toolkit costs.
///
/// ```swift
/// let figures = PerformanceFigures(subject: "mvvm", in: latencyReport)
/// figures?.p50RatioGeometricMean  // 2.9: a typical step takes 2.9× the reference's time
/// ```
public struct PerformanceFigures: Sendable, Hashable, Codable {
  /// The geometric mean over every step and size of p50 ÷ the p50 of the reference on the same toolkit.
  public var p50RatioGeometricMean: Double
  /// The same for p99.
  public var p99RatioGeometricMean: Double
  /// The median over steps and sizes of the median allocations per dispatch.
  public var medianAllocationsPerDispatch: Int?
  /// The share of all timed events that missed a 16.7 ms frame, 0…1.
  public var over16msShare: Double
  /// The share of all timed events that missed an 8.3 ms frame, 0…1.
  public var over8msShare: Double
  /// Steps whose p50 grows faster than linearly with the number of events.
  public var superLinearSteps: [String]

  public init(
    p50RatioGeometricMean: Double, p99RatioGeometricMean: Double, medianAllocationsPerDispatch: Int?,
    over16msShare: Double, over8msShare: Double, superLinearSteps: [String]
  ) {
    self.p50RatioGeometricMean = p50RatioGeometricMean
    self.p99RatioGeometricMean = p99RatioGeometricMean
    self.medianAllocationsPerDispatch = medianAllocationsPerDispatch
    self.over16msShare = over16msShare
    self.over8msShare = over8msShare
    self.superLinearSteps = superLinearSteps
  }

  /// The figures of `subject` in `report`, or `nil` if the run did not measure it.
  public init?(subject: String, in report: LatencyReport) {
    let rows = report.measurements.filter { $0.subject == subject }
    guard !rows.isEmpty else { return nil }
    // The reference the run compared the row with: the one on the subject's own toolkit.
    func reference(of row: LatencyModel.Measurement) -> LatencyModel.Measurement? {
      let reference = row.referenceSubject ?? Toolkit.none.referenceID
      return report.measurements.first {
        $0.subject == reference && $0.step == row.step && $0.events == row.events
      }
    }
    var p50Ratios: [Double] = []
    var p99Ratios: [Double] = []
    for row in rows {
      guard let base = reference(of: row), base.latency.p50 > 0, base.latency.p99 > 0 else { continue }
      p50Ratios.append(Double(row.latency.p50) / Double(base.latency.p50))
      p99Ratios.append(Double(row.latency.p99) / Double(base.latency.p99))
    }
    let events = rows.map(\.iterations).reduce(0, +)
    func share(_ miss: (FrameBudgetMisses) -> Double) -> Double {
      events == 0 ? 0 : rows.map { miss($0.frameBudgetMisses) * Double($0.iterations) }.reduce(0, +) / Double(events)
    }
    let allocations = rows.compactMap { $0.allocations?.median }.sorted()
    self.init(
      p50RatioGeometricMean: Self.rounded(Self.geometricMean(p50Ratios), places: 3),
      p99RatioGeometricMean: Self.rounded(Self.geometricMean(p99Ratios), places: 3),
      medianAllocationsPerDispatch: allocations.isEmpty ? nil : allocations[(allocations.count - 1) / 2],
      over16msShare: Self.rounded(share(\.over16ms), places: 4),
      over8msShare: Self.rounded(share(\.over8ms), places: 4),
      superLinearSteps: report.scaling.filter { $0.subject == subject && $0.isSuperLinear }.map(\.step).sorted())
  }

  /// The geometric mean of `values` (1 for none): a step twice as slow and one twice as fast cancel out.
  public static func geometricMean(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 1 }
    return exp(values.map(log).reduce(0, +) / Double(values.count))
  }

  static func rounded(_ value: Double, places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (value * scale).rounded() / scale
  }
}
