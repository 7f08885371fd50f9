import Gate
import Testing

/// The regressions issue 9 lists, injected into the measured figures, against a baseline of
/// the same code: each is caught with the right exit code, and noise alone is not.
@Suite("Injected regressions")
struct InjectedRegressionTests {
  static let thresholds = Thresholds(
    exact: ["default": 0, "allocations.sum": 3], coverage: ["default": 1],
    timing: ["default": 0.25, "latency.ratio.geomean": 0.10])
  static let baseline = GateFixtures.metrics()

  static func check(_ knobs: GateFixtures.Knobs) -> Comparison {
    Comparison(baseline: baseline, now: GateFixtures.metrics(knobs), thresholds: thresholds)
  }

  static func regressed(_ comparison: Comparison) -> [String] {
    comparison.regressions.map(\.metric.key)
  }

  @Test("unchanged code, a different jitter and a 30 % slower machine: exit 0")
  func noFalseAlarm() {
    #expect(Self.check(GateFixtures.Knobs()).outcome == .unchanged)
    var slower = GateFixtures.Knobs()
    slower.machineSlowdown = 1.3
    #expect(Self.check(slower).outcome == .unchanged)
  }

  @Test("a new file")
  func newFile() {
    var knobs = GateFixtures.Knobs()
    knobs.extraFile = true
    let comparison = Self.check(knobs)
    #expect(comparison.outcome == .regressed)
    #expect(Self.regressed(comparison).contains("production.files mvp"))
  }

  @Test("a failing conformance scenario")
  func failingScenario() {
    var knobs = GateFixtures.Knobs()
    knobs.failingScenario = true
    let comparison = Self.check(knobs)
    #expect(comparison.outcome == .regressed)
    #expect(Self.regressed(comparison) == ["conformance.passed mvp"])
  }

  @Test("a 5-point coverage drop")
  func coverageDrop() {
    var knobs = GateFixtures.Knobs()
    knobs.coverageDrop = 5
    let comparison = Self.check(knobs)
    #expect(comparison.outcome == .regressed)
    #expect(Self.regressed(comparison) == ["coverage.unit.lines mvp"])
  }

  @Test("one extra allocation per dispatch in one architecture")
  func extraAllocation() {
    var knobs = GateFixtures.Knobs()
    knobs.extraAllocationPerDispatch = 1
    let comparison = Self.check(knobs)
    #expect(comparison.outcome == .regressed)
    #expect(Self.regressed(comparison) == ["allocations.sum mvp"])
  }

  @Test("presenter work doubled: MVP 40 % slower against the same reference")
  func doubledWork() {
    var knobs = GateFixtures.Knobs()
    knobs.mvpSlowdown = 1.4
    let comparison = Self.check(knobs)
    #expect(comparison.outcome == .regressed)
    #expect(
      Self.regressed(comparison).sorted() == [
        "instructions.list.search@100 mvp", "instructions.login.keystroke@8 mvp", "instructions.sum mvp",
      ])
    // The timing rows see it too, and say so, but the instruction rows are what fail the check.
    #expect(comparison.rows.contains { $0.metric.key == "latency.ratio.geomean mvp" && $0.verdict == .regressed })
    let strict = Comparison(
      baseline: Self.baseline, now: GateFixtures.metrics(knobs), thresholds: Self.thresholds, strictTiming: true)
    #expect(Self.regressed(strict).contains("latency.ratio.geomean mvp"))
    #expect(!Self.regressed(strict).contains { $0.hasSuffix(" mvc") })
  }

  @Test("work spread over every step, 0.8 % more in each: only the instruction sum sees it")
  func thinlySpreadWork() {
    var knobs = GateFixtures.Knobs()
    knobs.mvpSlowdown = 1.008
    let comparison = Self.check(knobs)
    #expect(comparison.outcome == .regressed)
    #expect(Self.regressed(comparison) == ["instructions.sum mvp"])
  }

  @Test("fewer files and more coverage only: exit 4, update the baseline")
  func improvementsOnly() {
    let comparison = Comparison(
      baseline: GateFixtures.metrics(
        {
          var knobs = GateFixtures.Knobs()
          knobs.extraFile = true
          return knobs
        }()), now: Self.baseline, thresholds: Self.thresholds)
    #expect(comparison.outcome == .improvedOnly)
  }
}
