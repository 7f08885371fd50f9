import Foundation
import Support

extension CheckRenderer {
  /// A scan check's result in `format`, one of the gate's (JUnit holding the rows rather than the conformance
  /// matrix), in the gate's table shape with a
  /// `subject` column; `update` is the command that records a new baseline, for the summary.
  ///
  /// ```swift
  /// print(try CheckRenderer.render(scan: comparison, items: items, as: .text, update: "archbench check --scan . --write-baseline b.json"))
  /// ```
  public static func render(
    scan comparison: Comparison, items: [ScanItem], as format: Format, changesOnly: Bool = false,
    update: String
  ) throws -> String {
    switch format {
    case .text: return table(comparison, changesOnly: changesOnly, header: scanHeader, update: update)
    case .markdown: return markdown(comparison, title: "archbench check --scan", header: scanHeader, update: update)
    case .githubBenchmark: return try githubBenchmark(items.filter(\.isOver).map(\.metric))
    case .junit: return scanJUnit(comparison)
    }
  }

  /// A test suite per metric, a test case per row, a `<failure>` where the row regressed.
  static func scanJUnit(_ comparison: Comparison) -> String {
    var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    let failed = comparison.regressions.count
    lines.append("<testsuites name=\"check --scan\" tests=\"\(comparison.rows.count)\" failures=\"\(failed)\">")
    let metrics = Array(Set(comparison.rows.map(\.metric.id))).sorted()
    for metric in metrics {
      let rows = comparison.rows.filter { $0.metric.id == metric }
      let failures = rows.filter { $0.verdict == .regressed }.count
      lines.append(
        "  <testsuite name=\"\(Escaping.xml(metric))\" tests=\"\(rows.count)\" failures=\"\(failures)\">")
      for row in rows {
        let open =
          "    <testcase classname=\"\(Escaping.xml(metric))\" name=\"\(Escaping.xml(row.metric.architecture))\""
        if row.verdict == .regressed {
          let was = row.baseline.map { number($0, row.metric) } ?? "not in the baseline"
          let now = row.now.map { number($0, row.metric) } ?? Formatting.missing
          lines.append(open + ">")
          lines.append("      <failure message=\"\(Escaping.xml("\(was) -> \(now)"))\"/>")
          lines.append("    </testcase>")
        } else {
          lines.append(open + "/>")
        }
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }
}
