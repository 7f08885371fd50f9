import LatencyModel
import Testing

@testable import Reports

/// README.md's *Realtime and start-up*: S5's criteria per subject over the steps whose event is
/// a server change, and S4's start-up requirement beside app.launch and app.relaunch.
@Suite("Realtime and start-up section")
struct RealtimeRendererTests {
  static func measurement(
    _ subject: String, _ name: String, _ step: String, events: Int, mean: Double, p99: UInt64,
    realtime: RealtimeFigures?
  ) -> LatencyModel.Measurement {
    LatencyModel.Measurement(
      subject: subject, subjectName: name, step: step, stepNumber: 11, events: events, fixture: "generated",
      iterations: 4, latency: LatencyDistribution(p50: p99 / 2, p90: p99, p99: p99, max: p99, min: 1, mean: mean),
      ratioToReference: nil, allocations: nil, elementUpdates: CountDistribution(counts: [1]),
      renders: CountDistribution(counts: [1]), frameBudgetMisses: FrameBudgetMisses(over16ms: 0, over8ms: 0),
      realtime: realtime)
  }

  static func data() -> ReportData {
    var data = Fixtures.data()
    var latency = Fixtures.latency()
    let burst = RealtimeFigures(
      nanoseconds: [10_000_000, 40_000_000, 120_000_000, 5_000_000], inconsistentSettles: [0, 1, 0, 1],
      staleValues: [0, 40, 0, 20])
    let calm = RealtimeFigures(nanoseconds: [1_000, 2_000], inconsistentSettles: [0, 0], staleValues: [0, 0])
    for (subject, name) in [("reference", "Reference"), ("mvc", "MVC")] {
      latency.measurements += [
        measurement(subject, name, "list.burst.100", events: 100, mean: 43_750_000, p99: 120_000_000, realtime: burst),
        measurement(subject, name, "detail.live", events: 8, mean: 1_500, p99: 2_000, realtime: calm),
        measurement(subject, name, "app.launch", events: 8, mean: 90_000, p99: 100_000, realtime: nil),
        measurement(subject, name, "app.relaunch", events: 8, mean: 700_000, p99: 900_000, realtime: nil),
      ]
    }
    latency.failures = [MeasurementFailure(subject: "viper", step: "detail.live", events: 8, reason: "timeout")]
    data.latency = latency
    return data
  }

  @Test("per subject: mean / p99 per step, then misses, stale frames, inconsistent settles and stale values")
  func realtime() {
    let lines = RealtimeRenderer.section(Self.data())

    #expect(lines.first == "## Realtime and start-up (S5's criteria, S4's FUN-005)")
    #expect(lines.contains("| Subject | 11 list.burst.100 (N = 100) | 11 detail.live (N = 8) |"))
    #expect(lines.contains("| MVC | 43750.0 / 120000.0 | 1.5 / 2.0 |"))
    // Over the two steps: 50 % and 25 % of the burst's changes missed, none of detail.live's.
    #expect(lines.contains("| MVC | 25.0 % | 12.5 % | 1.12 | 0.25 | 15.0 | yes |"))
    let viper = lines.first { $0.hasPrefix("| \(Fixtures.data().architectures[1].name)") && $0.contains("no:") }
    #expect(viper == nil, "a subject without the steps measured shows dashes, not a verdict")
  }

  @Test("start-up: p50 / p99 of both steps, and whether the p99s are within S4's 4 s")
  func startUp() {
    var data = Self.data()
    var lines = RealtimeRenderer.section(data)

    #expect(lines.contains("| Subject | app.launch | app.relaunch | Within 4 s (p99) |"))
    #expect(lines.contains("| MVC | 50.0 / 100.0 | 450.0 / 900.0 | yes |"))

    let index = data.latency!.measurements.firstIndex { $0.subject == "mvc" && $0.step == "app.relaunch" }!
    data.latency!.measurements[index].latency.p99 = 4_100_000_000
    lines = RealtimeRenderer.section(data)

    #expect(lines.contains("| MVC | 50.0 / 100.0 | 450.0 / 4100000.0 | no |"))
  }

  @Test("without a latency run the section says so")
  func notMeasured() {
    #expect(RealtimeRenderer.section(Fixtures.data()).dropFirst(2).first == ReportMarkdownRenderer.notMeasured)
  }
}
