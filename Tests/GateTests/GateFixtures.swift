import Foundation
import Gate
import LatencyModel
import Reports

/// Report data and latency runs for two architectures, with knobs for the regressions the
/// gate must catch.
enum GateFixtures {
  struct Knobs {
    var extraFile = false
    var failingScenario = false
    var coverageDrop = 0.0
    var extraAllocationPerDispatch = 0
    /// Multiplies MVP's latency, as doubling its presenters' work would.
    var mvpSlowdown = 1.0
    /// Multiplies every subject's latency alike: a slower machine, which ratios cancel.
    var machineSlowdown = 1.0
  }

  static func data(_ knobs: Knobs = Knobs()) -> ReportData {
    func architecture(_ id: String, _ name: String, files: Int, coverage: Double) -> ArchitectureMetrics {
      ArchitectureMetrics(
        id: id, name: name,
        production: SizeFigures(files: files, codeLines: files * 40, commentLines: 0, blankLines: 0),
        tests: SizeFigures(files: 5, codeLines: 300, commentLines: 0, blankLines: 0), roles: [],
        structure: StructureFigures(types: 1, protocols: 0, functions: 1, meanComplexity: 1, maxComplexity: 1),
        coverage: CoverageFigures(
          unitLinePercent: coverage, conformanceLinePercent: 100, platformFreeShare: 0.5, unitTests: 40))
    }
    let matrix = ConformanceMatrix(
      scenarios: ["login.success", "tasks.search"], architectures: ["MVC", "MVP"],
      results: [
        "login.success": ["MVC": .pass, "MVP": .pass],
        "tasks.search": ["MVC": .pass, "MVP": knobs.failingScenario ? .fail : .pass],
      ])
    return ReportData(
      architectures: [
        architecture("mvc", "MVC", files: 18, coverage: 99.9),
        architecture("mvp", "MVP", files: knobs.extraFile ? 35 : 34, coverage: 93.1 - knobs.coverageDrop),
      ],
      coverageMeasured: true, conformance: matrix)
  }

  /// One latency run; `jitter` scales each row a little differently, as a real run would.
  static func latency(_ knobs: Knobs = Knobs(), jitter: [Double] = [1, 1, 1, 1, 1]) -> LatencyReport {
    var rows: [LatencyModel.Measurement] = []
    let steps: [(String, Int, Double, Int)] = [
      ("login.keystroke", 8, 100_000, 13), ("list.select", 8, 150_000, 48), ("list.search", 1_000, 3_000_000, 2_000),
      ("list.refresh", 1_000, 2_800_000, 1_900), ("account.logout", 8, 200_000, 20),
    ]
    for (subject, factor, allocations) in [("reference", 1.0, 0), ("mvc", 1.2, 10), ("mvp", 1.4, 12)] {
      for (index, (step, events, p50, baseAllocations)) in steps.enumerated() {
        let slowdown = knobs.machineSlowdown * (subject == "mvp" ? knobs.mvpSlowdown : 1) * jitter[index]
        let nanoseconds = UInt64(p50 * factor * slowdown)
        let extra = subject == "mvp" ? knobs.extraAllocationPerDispatch : 0
        rows.append(
          LatencyModel.Measurement(
            subject: subject, subjectName: subject, step: step, stepNumber: index + 1, events: events, fixture: "f",
            iterations: 60,
            latency: LatencyDistribution(
              p50: nanoseconds, p90: nanoseconds, p99: nanoseconds, max: nanoseconds, min: nanoseconds,
              mean: Double(nanoseconds)),
            ratioToReference: nil, allocations: CountDistribution(counts: [baseAllocations + allocations + extra]),
            elementUpdates: CountDistribution(counts: [1]), renders: CountDistribution(counts: [1]),
            frameBudgetMisses: FrameBudgetMisses(over16ms: 0, over8ms: 0)))
      }
    }
    // The reference runs on the same machine: it slows down with the machine, not with MVP.
    rows = rows.map { row in
      guard row.subject == "reference" else { return row }
      var row = row
      let index = steps.firstIndex { $0.0 == row.step }!
      let nanoseconds = UInt64(steps[index].2 * knobs.machineSlowdown * jitter[index])
      row.latency = LatencyDistribution(
        p50: nanoseconds, p90: nanoseconds, p99: nanoseconds, max: nanoseconds, min: nanoseconds,
        mean: Double(nanoseconds))
      return row
    }
    let run = RunInfo(
      startedAt: "2026-01-01T00:00:00Z", durationSeconds: 1, buildConfiguration: "release",
      loadAverageAtStart: [0, 0, 0], loadAverageAtEnd: [0, 0, 0], processorCount: 2, iterations: 60,
      warmUpIterations: 6, seed: 42, sizes: [1_000], allocationCounting: true, allocationScope: "main queue",
      deterministicHashing: true, fixedAddressLayout: true, rounds: 5)
    return LatencyReport(
      run: run,
      harnessOverhead: HarnessOverhead(
        iterations: 1, latency: LatencyDistribution(p50: 1, p90: 1, p99: 1, max: 1, min: 1, mean: 1), allocations: nil),
      measurements: ReferenceRatio.apply(to: rows, referenceID: "reference"), scaling: [])
  }

  /// One instruction pass: the same counts whatever the machine, MVP's scaled by its slowdown,
  /// as doubling its presenters' work would.
  static func instructions(_ knobs: Knobs = Knobs()) -> InstructionReport {
    let steps: [(String, Int, Int)] = [("login.keystroke", 8, 180_000), ("list.search", 100, 10_000_000)]
    var rows: [InstructionReport.Row] = []
    for (subject, toolkit, factor) in [("reference", "none", 1.0), ("mvc", "uikit", 1.3), ("mvp", "uikit", 1.4)] {
      for (index, (step, events, base)) in steps.enumerated() {
        let scale = factor * (subject == "mvp" ? knobs.mvpSlowdown : 1)
        rows.append(
          InstructionReport.Row(
            subject: subject, subjectName: subject, toolkit: toolkit, step: step, stepNumber: index + 1,
            events: events, iterations: 3, instructions: Int(Double(base) * scale) * 3))
      }
    }
    return InstructionReport(
      run: .init(
        valgrindVersion: "valgrind-3.19.0", toolchain: "Swift version 6.3.1", buildConfiguration: "release",
        startedAt: "2026-01-01T00:00:00Z", durationSeconds: 1, iterations: 3, warmUpIterations: 2, sizes: [100],
        seed: 42),
      rows: rows, failures: [])
  }

  static func metrics(_ knobs: Knobs = Knobs()) -> [GateMetric] {
    GateMetrics.make(
      from: data(knobs),
      latencyRuns: [
        latency(knobs, jitter: [1, 1.05, 0.97, 1.02, 0.99]), latency(knobs, jitter: [0.96, 1, 1.03, 0.98, 1.01]),
        latency(knobs, jitter: [1.04, 0.98, 1, 1, 0.97]),
      ],
      instructions: instructions(knobs))
  }
}
