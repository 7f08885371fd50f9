import Foundation
import Support

/// Renders a comparison as a terminal table, Markdown, or github-action-benchmark JSON, and
/// the conformance matrix measured with it as JUnit XML: what `archbench check` prints.
///
/// ```swift
/// print(CheckRenderer.table(comparison))
/// print(try CheckRenderer.render(comparison, of: measured, as: .markdown))
/// ```
public enum CheckRenderer {
  /// The formats of a check: aligned columns, a Markdown table (e.g. for `$GITHUB_STEP_SUMMARY`),
  /// github-action-benchmark's `customSmallerIsBetter` JSON, and JUnit XML of the conformance
  /// matrix for CI test reports.
  public enum Format: String, RendererFormat {
    case text, markdown
    case githubBenchmark = "github-benchmark"
    case junit
  }

  /// The check's result in `format`: the comparison itself, or for
  /// github-benchmark and junit what `measured` holds; with `changesOnly`, the text table
  /// shows only the rows that changed. Throws ``GateError/noConformanceMatrix`` for junit
  /// when the conformance suite did not run.
  public static func render(
    _ comparison: Comparison, of measured: GateMeasurement, as format: Format, changesOnly: Bool = false
  ) throws -> String {
    switch format {
    case .text: return table(comparison, changesOnly: changesOnly)
    case .markdown: return markdown(comparison)
    case .githubBenchmark: return try githubBenchmark(measured.metrics)
    case .junit:
      guard let matrix = measured.data.conformance else { throw GateError.noConformanceMatrix }
      return JUnitRenderer.render(matrix)
    }
  }

  static let header = ["metric", "architecture", "baseline", "now", "change", "verdict"]
  /// `archbench check --scan`'s header: the second column names a function, a module or a violation.
  static let scanHeader = ["metric", "subject", "baseline", "now", "change", "verdict"]
  static let alignments: [Table.Alignment] = [.left, .left, .right, .right, .right, .left]

  static func cells(_ row: Comparison.Row) -> [String] {
    [
      row.metric.id, row.metric.architecture, row.baseline.map { number($0, row.metric) } ?? Formatting.missing,
      row.now.map { number($0, row.metric) } ?? Formatting.missing, change(row), verdict(row),
    ]
  }

  /// The verdict in capitals; a timing row that does not gate says so.
  static func verdict(_ row: Comparison.Row) -> String {
    let word = row.verdict.rawValue.uppercased()
    return row.isGated || row.verdict == .unchanged ? word : word + " (not gated)"
  }

  static func number(_ value: Double, _ metric: GateMetric) -> String {
    switch metric.kind {
    case .exact where metric.unit == "D": fixed(value, 3)
    case .exact: value == value.rounded() ? whole(value) : fixed(value, 1)
    case .coverage: fixed(value, 1)
    case .timing: fixed(value, 3)
    case .instructions: whole(value.rounded())
    }
  }

  /// A whole number as digits; one no `Int` holds (a hand-edited baseline's `1e19`, or a change
  /// that overflowed) as the `Double` it is, `1e+19`, since converting it would stop the process.
  static func whole(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? "\(value)"
  }

  static func change(_ row: Comparison.Row) -> String {
    guard let change = row.change else { return Formatting.missing }
    let sign = change > 0 ? "+" : ""
    switch row.metric.kind {
    case .exact: return sign + number(change, row.metric)
    case .coverage: return sign + fixed(change, 1) + " pt"
    case .timing: return sign + fixed(change * 100, 1) + " %"
    case .instructions: return sign + fixed(change * 100, 2) + " %"
    }
  }

  static func fixed(_ value: Double, _ places: Int) -> String { Formatting.decimal(value, places: places) }

  /// One line: how many metrics, and what changed; `update` is the command that updates the baseline.
  public static func summary(_ comparison: Comparison, update: String = "archbench baseline update") -> String {
    let count = { (verdict: Verdict) in
      comparison.rows.filter { ($0.isGated || verdict == .unchanged) && $0.verdict == verdict }.count
    }
    let ungated = comparison.rows.filter { !$0.isGated && $0.verdict != .unchanged }.count
    // The statuses are archbench check's (ExitStatus), repeated here for whoever reads the log.
    let verdict =
      switch comparison.outcome {
      case .regressed: "REGRESSION (exit 2)"
      case .improvedOnly: "improvements only: update the baseline with \(update) (exit 4)"
      case .unchanged: "no change beyond the thresholds (exit 0)"
      }
    let isolation = comparison.isolationBreaches.count
    let counts = comparison.rows.filter(\.metric.isCount).count
    // Said when it holds, so that a log shows the counts were compared to the unit, not within thresholds.
    let identical =
      comparison.sameMeasuredInputs && isolation == 0 && counts > 0
      ? "measured inputs as the baseline's: \(counts) count rows compared to the unit, all identical\n" : ""
    return identical + (isolation > 0 ? isolationLine(comparison) + "\n" : "")
      + "\(comparison.rows.count) metrics: \(count(.regressed)) regressed, \(count(.removed)) removed, "
      + "\(count(.improved)) improved, \(count(.added)) added, \(count(.unchanged)) unchanged"
      + (ungated > 0 ? ", \(ungated) timing moved (not gated)" : "") + ". \(verdict)"
  }

  /// Says that counts moved with the measured inputs unchanged, and which.
  public static func isolationLine(_ comparison: Comparison) -> String {
    let breaches = comparison.isolationBreaches
    let names = breaches.prefix(3).map(\.metric.key).joined(separator: ", ") + (breaches.count > 3 ? ", …" : "")
    return "ISOLATION DEFECT: \(breaches.count) of \(comparison.rows.filter(\.metric.isCount).count) count rows "
      + "differ from the baseline though the measuring program's inputs are unchanged (\(names))"
  }

  /// Aligned columns; with `changesOnly`, only the rows that are not unchanged.
  public static func table(_ comparison: Comparison, changesOnly: Bool = false) -> String {
    table(comparison, changesOnly: changesOnly, header: header, update: "archbench baseline update")
  }

  static func table(_ comparison: Comparison, changesOnly: Bool, header: [String], update: String) -> String {
    let rows = comparison.rows.filter { !changesOnly || $0.verdict != .unchanged }.map(cells)
    let table = Table(header: header, rows: rows, alignments: alignments)
    // The summary names the scanned path and metric keys: text from outside, like the cells.
    return table.text() + "\n" + Escaping.terminalLines(summary(comparison, update: update)) + "\n"
  }

  /// A Markdown table of the changed rows (all of them when nothing changed is not useful).
  public static func markdown(_ comparison: Comparison) -> String {
    markdown(comparison, title: "archbench check", header: header, update: "archbench baseline update")
  }

  static func markdown(_ comparison: Comparison, title: String, header: [String], update: String) -> String {
    let out = ["## \(title)", "", Escaping.terminalLines(summary(comparison, update: update)), ""]
    let changed = comparison.rows.filter { $0.verdict != .unchanged }
    if changed.isEmpty { return (out + ["No metric moved beyond its threshold.", ""]).joined(separator: "\n") }
    let table = Table(header: header, rows: changed.map { cells($0).map(Escaping.markdown) }, alignments: alignments)
    return out.joined(separator: "\n") + "\n" + table.markdown()
  }

  /// github-action-benchmark's `customSmallerIsBetter` entries: every metric where smaller
  /// is better as it is; higher-is-better metrics as their shortfall (100 − coverage, and the
  /// negated count for tests and scenarios), so that one chart direction serves them all.
  public static func githubBenchmark(_ metrics: [GateMetric]) throws -> String {
    struct Entry: Encodable {
      var name: String
      var unit: String
      var value: Double
    }
    let entries = metrics.sorted { $0.key < $1.key }.map { metric -> Entry in
      let name = "\(metric.architecture) \(metric.id)"
      switch (metric.direction, metric.kind) {
      case (.lowerIsBetter, _): return Entry(name: name, unit: metric.unit, value: metric.value)
      case (.higherIsBetter, .coverage):
        return Entry(name: name + " (uncovered)", unit: "%", value: ((100 - metric.value) * 10).rounded() / 10)
      case (.higherIsBetter, _): return Entry(name: name + " (negated)", unit: metric.unit, value: -metric.value)
      }
    }
    return try JSON.string(entries)
  }
}
