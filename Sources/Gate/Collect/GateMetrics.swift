import Foundation
import LatencyModel
import Reports

/// Turns what `archbench report` measures into the gate's metrics.
///
/// Per architecture:
/// - exact: production files and code lines (lower is better), unit tests and passed
///   conformance scenarios (higher is better), and `allocations.sum`, the sum over every
///   latency step and size of the median allocations per dispatch (lower is better). The sum
///   is what is gated because a single row's median moves by one allocation in about one run
///   in twenty (libdispatch handing the main queue between threads), always in a different row;
///   summed, two runs agree within ±1, and one extra allocation per dispatch adds one per row.
/// - coverage: unit-test and conformance line coverage, in percent.
/// - timing: the p50 ratio to the in-run reference per step and size, and their geometric
///   mean; each the median over the latency runs. Shown, and gated only with `--strict-timing`.
/// - instructions: the instructions per dispatch of every step and size
///   (`instructions.<step>@<events>`), counted by callgrind, and `instructions.sum`, their sum:
///   the same in every run of one binary. A change elsewhere in the code lays the binary out
///   differently, and the runtime's metadata caches, hashed by address, then probe
///   differently: rebuilding unchanged samples with other code moved single rows by up to
///   0.44 % and sums by up to 0.21 %. So rows get a threshold above the first and the sum a
///   tighter one above the second; the sum is what catches a regression spread over every step
///   (Docs/check.md).
///
/// ```swift
/// let metrics = GateMetrics.make(from: data, latencyRuns: [first, second, third])
/// ```
public enum GateMetrics {
  public static func make(
    from data: ReportData, latencyRuns: [LatencyReport], instructions: InstructionReport? = nil
  ) -> [GateMetric] {
    var metrics: [GateMetric] = []
    for a in data.architectures {
      func add(
        _ id: String, _ kind: GateMetric.Kind, _ direction: GateMetric.Direction, _ value: Double, _ unit: String
      ) {
        metrics.append(
          GateMetric(id: id, architecture: a.id, kind: kind, direction: direction, value: value, unit: unit))
      }
      add("production.files", .exact, .lowerIsBetter, Double(a.production.files), "files")
      add("production.lines", .exact, .lowerIsBetter, Double(a.production.codeLines), "lines")
      if let coverage = a.coverage {
        add("unit.tests", .exact, .higherIsBetter, Double(coverage.unitTests), "tests")
        if let unit = coverage.unitLinePercent { add("coverage.unit.lines", .coverage, .higherIsBetter, unit, "%") }
        if let conformance = coverage.conformanceLinePercent {
          add("coverage.conformance.lines", .coverage, .higherIsBetter, conformance, "%")
        }
      }
      if let matrix = data.conformance, matrix.architectures.contains(a.name) {
        add("conformance.passed", .exact, .higherIsBetter, Double(matrix.passed(by: a.name)), "scenarios")
      }
      metrics += latencyMetrics(architecture: a.id, runs: latencyRuns)
      let rows = instructions?.rows.filter { $0.subject == a.id } ?? []
      if !rows.isEmpty {
        let sum = rows.reduce(0) { $0 + $1.perDispatch }
        add("instructions.sum", .instructions, .lowerIsBetter, Double(sum), "instructions")
        for row in rows {
          add(
            "instructions.\(row.step)@\(row.events)", .instructions, .lowerIsBetter, Double(row.perDispatch),
            "instructions")
        }
      }
    }
    return metrics
  }

  static func latencyMetrics(architecture: String, runs: [LatencyReport]) -> [GateMetric] {
    let perRun = runs.map { run in run.measurements.filter { $0.subject == architecture } }
    guard let first = perRun.first, !first.isEmpty else { return [] }
    var metrics: [GateMetric] = []
    let allocationSums = perRun.compactMap { rows -> Double? in
      let medians = rows.compactMap { $0.allocations?.median }
      return medians.count == rows.count ? Double(medians.reduce(0, +)) : nil
    }
    if allocationSums.count == runs.count, let sum = median(allocationSums) {
      metrics.append(
        GateMetric(
          id: "allocations.sum", architecture: architecture, kind: .exact, direction: .lowerIsBetter,
          value: sum, unit: "allocations"))
    }
    let geometricMeans = perRun.compactMap { rows -> Double? in
      let ratios = rows.compactMap(\.ratioToReference).filter { $0 > 0 }
      return ratios.isEmpty ? nil : PerformanceFigures.geometricMean(ratios)
    }
    if let value = median(geometricMeans) {
      metrics.append(
        GateMetric(
          id: "latency.ratio.geomean", architecture: architecture, kind: .timing, direction: .lowerIsBetter,
          value: rounded(value), unit: "×ref"))
    }
    for row in first {
      let ratios = perRun.compactMap { rows in
        rows.first { $0.step == row.step && $0.events == row.events }?.ratioToReference
      }
      guard ratios.count == runs.count, let value = median(ratios) else { continue }
      metrics.append(
        GateMetric(
          id: "latency.ratio.\(row.step)@\(row.events)", architecture: architecture, kind: .timing,
          direction: .lowerIsBetter, value: rounded(value), unit: "×ref"))
    }
    return metrics
  }

  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Four decimals: finer than any threshold, coarse enough that a baseline diffs cleanly.
  static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
