import Support

/// The cells every tabular format shows, computed once so that the table and Markdown agree.
///
/// ```swift
/// let rows = ReportRows(report)
/// rows.measurementHeader  // ["step", "N", "subject", "p50 µs", …]
/// ```
struct ReportRows {
  static let measurementHeader = [
    "step", "N", "subject", "p50 µs", "p90 µs", "p99 µs", "max µs", "×ref", "allocs", "views", "updates", ">16.7ms %",
    ">8.3ms %",
  ]
  /// Which columns hold numbers, and so align right.
  static let measurementAlignments: [Table.Alignment] = [.left, .right, .left] + Array(repeating: .right, count: 10)

  let report: LatencyReport

  init(_ report: LatencyReport) {
    self.report = report
  }

  /// One row per measurement, grouped by step and size with the reference first, as run.
  var measurements: [[String]] {
    report.measurements.map { m in
      [
        "\(m.stepNumber) \(m.step)", "\(m.events)", m.subjectName, RenderFormat.microseconds(m.latency.p50),
        RenderFormat.microseconds(m.latency.p90), RenderFormat.microseconds(m.latency.p99),
        RenderFormat.microseconds(m.latency.max), RenderFormat.ratio(m.ratioToReference),
        m.allocations.map { "\($0.median)" } ?? Formatting.missing,
        m.viewUpdates.map { "\($0.median)" } ?? Formatting.missing,
        RenderFormat.count(m.elementUpdates.mean),
        RenderFormat.percent(m.frameBudgetMisses.over16ms), RenderFormat.percent(m.frameBudgetMisses.over8ms),
      ]
    }
  }

  static let realtimeHeader =
    ["step", "N", "subject", "mean µs", "p99 µs"] + RealtimeDeadline.all.map { ">\(RealtimeDeadline.name($0)) %" } + [
      "stale frames", "inconsistent settles", "stale values",
    ]
  static let realtimeAlignments: [Table.Alignment] =
    [.left, .right, .left] + Array(repeating: .right, count: realtimeHeader.count - 3)

  /// One row per measurement of a step whose event is a change on the server: S5's criteria.
  var realtime: [[String]] {
    report.measurements.compactMap { m in
      m.realtime.map { r in
        [
          "\(m.stepNumber) \(m.step)", "\(m.events)", m.subjectName, RenderFormat.microseconds(UInt64(m.latency.mean)),
          RenderFormat.microseconds(m.latency.p99),
        ]
          + RealtimeDeadline.all.map { RenderFormat.percent(r.misses(of: $0) ?? 0) }
          + [
            RenderFormat.fixed(r.staleFrames, decimals: 2), RenderFormat.count(r.inconsistentSettles.mean),
            RenderFormat.count(r.staleValues.mean),
          ]
      }
    }
  }

  static let realtimeNote =
    "S5's criteria of a realtime system, for the steps whose event is a change on the server: the delay (mean, p99), "
    + "the share of changes over each deadline, the cost of the delay as whole 60 Hz frames a stale value stayed on "
    + "screen, and consistency: settles per change at which the screen did not yet show what the server held, and "
    + "the values on screen that differed from the server's then (means). Every change must end consistent, or the "
    + "step fails."

  /// The sizes any scaling result covers, ascending.
  var scalingSizes: [Int] { Array(Set(report.scaling.flatMap(\.sizes))).sorted() }

  var scalingHeader: [String] { ["subject", "step"] + scalingSizes.map { "p50 µs N=\($0)" } + ["slope", ""] }

  /// One row per subject and scaling step: p50 per size, the slope, and the flag.
  var scaling: [[String]] {
    let names = Dictionary(report.measurements.map { ($0.subject, $0.subjectName) }, uniquingKeysWith: { a, _ in a })
    return report.scaling.map { result in
      let p50s = scalingSizes.map { size in
        result.sizes.firstIndex(of: size).map { RenderFormat.microseconds(result.p50s[$0]) } ?? Formatting.missing
      }
      return [names[result.subject] ?? result.subject, result.step] + p50s
        + [RenderFormat.fixed(result.slope, decimals: 2), result.isSuperLinear ? "SUPER-LINEAR" : ""]
    }
  }

  var scalingAlignments: [Table.Alignment] { [.left, .left] + scalingSizes.map { _ in .right } + [.right, .left] }

  /// The run's circumstances, one line each.
  var runLines: [String] {
    let run = report.run
    let large = report.measurements.filter { $0.iterations != run.iterations }.map {
      "\($0.iterations) at N=\($0.events)"
    }
    let reduced = Array(Set(large)).sorted()
    return [
      "\(run.buildConfiguration) build, \(run.iterations) iterations per step and size"
        + (reduced.isEmpty ? "" : " (\(reduced.joined(separator: ", ")))")
        + (run.rounds.map { $0 > 1 ? " in \($0) rounds" : "" } ?? "")
        + (run.processes.map { $0 > 1 ? " (\($0) processes)" : "" } ?? "")
        + ", \(run.warmUpIterations) warm-up, seed \(run.seed), sizes \(run.sizes.map(String.init).joined(separator: ", "))",
      "started \(run.startedAt), took \(RenderFormat.fixed(run.durationSeconds, decimals: 1)) s on \(run.processorCount) processors"
        + (run.pinnedProcessor.map { ", every thread on processor \($0)" } ?? "") + ";"
        + " load average \(RenderFormat.loads(run.loadAverageAtStart)) at start, \(RenderFormat.loads(run.loadAverageAtEnd)) at end",
      run.allocationCounting
        ? "allocations: malloc calls per dispatch on the \(run.allocationScope), counted exactly by the malloc interposer"
          + (run.deterministicHashing && run.fixedAddressLayout ? "" : " (hashing or addresses randomized)")
          + (run.mainQueueOnMainThread == false ? " (worker threads drained the main queue)" : "")
        : "allocations: not counted (the malloc interposer is not active)",
    ]
      + (run.globalJobsOnMainThread.map { [Self.threadsLine(globalJobsOnMainThread: $0)] } ?? [])
      + (run.speedGate.map { [Self.speedGateLine($0)] } ?? [])
  }

  /// Where a dispatch's work ran, in one line.
  static func threadsLine(globalJobsOnMainThread: Bool) -> String {
    globalJobsOnMainThread
      ? "threads: all of a dispatch on the main thread (the global executor's jobs on the main queue)"
      : "threads: the global executor's jobs on worker threads (timings include their wake-ups)"
  }

  /// What the speed gate did, in one line.
  static func speedGateLine(_ gate: SpeedGateSummary) -> String {
    let percent = RenderFormat.fixed(gate.repeatedShare * 100, decimals: 1)
    return
      "host speed: kept groups timed within \(RenderFormat.fixed(gate.tolerance * 100, decimals: 0)) % of the usual "
      + "speed probe (\(RenderFormat.microseconds(gate.fastestProbeNanoseconds)) µs); \(gate.groupsRepeated) of "
      + "\(gate.groupsKept + gate.groupsRepeated) groups (\(percent) %) timed again at a slow moment"
      + (gate.offSpeedSamples > 0 ? "; \(gate.offSpeedSamples) off-speed samples kept" : "")
  }

  /// The harness overhead in one line.
  var overheadLine: String {
    let overhead = report.harnessOverhead
    let allocations = overhead.allocations.map { ", \($0.median) allocations" } ?? ""
    return "harness overhead (no-op injection + settle loop, \(overhead.iterations) iterations, not subtracted): "
      + "p50 \(RenderFormat.microseconds(overhead.latency.p50)) µs, p90 \(RenderFormat.microseconds(overhead.latency.p90)) µs, "
      + "p99 \(RenderFormat.microseconds(overhead.latency.p99)) µs, max \(RenderFormat.microseconds(overhead.latency.max)) µs"
      + allocations
  }

  /// What the columns mean.
  static let legend = [
    "p50…max: from injecting the event to the tree settling; ×ref: p50 over the p50 of the reference on the same toolkit (for a toolkit's reference, of the toolkit-free floor);",
    "allocs: heap allocations per dispatch (median); views: views brought up to date per dispatch (median):",
    "SwiftUI bodies evaluated, or UIKit views and controllers marked for display; updates: tree elements changed per event (mean);",
    ">16.7ms / >8.3ms: share of events over a 60 Hz / 120 Hz frame.",
  ]

  static let scalingNote =
    "slope: least-squares fit of log p50 against log N (1 linear, 2 quadratic); over \(RenderFormat.fixed(ScalingFit.superLinearThreshold, decimals: 1)) is flagged SUPER-LINEAR."

  var failureLines: [String] {
    report.failures.map { "\($0.subject) \($0.step) N=\($0.events): \($0.reason)" }
  }
}
