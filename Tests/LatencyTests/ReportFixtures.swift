import Latency
import LatencyModel

/// Fixed results for tests that need a report without measuring one.
enum ReportFixtures {
  static func measurement(
    subject: String, step: String, events: Int, p50: UInt64, allocations: Int? = 40, number: Int = 6
  ) -> Measurement {
    Measurement(
      subject: subject, subjectName: subject == "reference" ? "Reference" : subject.uppercased(), step: step,
      stepNumber: number, events: events, fixture: events == 8 ? "standard" : "generated", iterations: 2,
      latency: LatencyDistribution(p50: p50, p90: p50 * 2, p99: p50 * 3, max: p50 * 4, min: p50 / 2, mean: Double(p50)),
      ratioToReference: nil,
      allocations: allocations.map { CountDistribution(total: $0 * 2, min: $0, max: $0, mean: Double($0), median: $0) },
      elementUpdates: CountDistribution(counts: [3, 4]), renders: CountDistribution(counts: [1, 1]),
      viewUpdates: subject == "reference" ? nil : CountDistribution(counts: [2, 2]),
      frameBudgetMisses: FrameBudgetMisses(over16ms: 0, over8ms: 0.5))
  }

  static func report(measurements: [Measurement], failures: [MeasurementFailure] = []) -> LatencyReport {
    LatencyReport(
      run: RunInfo(
        startedAt: "2026-11-22T01:00:00Z", durationSeconds: 12.34, buildConfiguration: "release",
        loadAverageAtStart: [0.5, 0.25, 1], loadAverageAtEnd: [0.75, 0.3, 1], processorCount: 2, iterations: 2,
        warmUpIterations: 1, seed: 42, sizes: [10, 100], allocationCounting: true, allocationScope: "main queue",
        deterministicHashing: true, fixedAddressLayout: true),
      harnessOverhead: HarnessOverhead(
        iterations: 2,
        latency: LatencyDistribution(p50: 4_100, p90: 5_000, p99: 6_000, max: 6_100, min: 4_000, mean: 4_500),
        allocations: CountDistribution(counts: [3, 3])),
      measurements: ReferenceRatio.apply(to: measurements, referenceID: "reference"),
      scaling: ScalingFit.results(for: measurements.filter { $0.events != 8 }), failures: failures)
  }

  /// A small report with every section: two subjects, a fixed step, a scaling step at two sizes, a failure.
  static let sample = report(
    measurements: [
      measurement(subject: "reference", step: "login.keystroke", events: 8, p50: 52_345, number: 1),
      measurement(subject: "mvc", step: "login.keystroke", events: 8, p50: 61_000, number: 1),
      measurement(subject: "reference", step: "list.search", events: 10, p50: 100_000),
      measurement(subject: "mvc", step: "list.search", events: 10, p50: 150_000, allocations: nil),
      measurement(subject: "reference", step: "list.search", events: 100, p50: 1_000_000),
      measurement(subject: "mvc", step: "list.search", events: 100, p50: 15_000_000),
    ],
    failures: [MeasurementFailure(subject: "viper", step: "list.live", events: 10, reason: "unexpected outcome: x, y")])
}
