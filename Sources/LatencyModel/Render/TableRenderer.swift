/// The report as aligned text for a terminal: the run, the harness overhead, the measurements, scaling and failures.
///
/// ```swift
/// print(TableRenderer.render(report), terminator: "")
/// ```
public enum TableRenderer {
  public static func render(_ report: LatencyReport) -> String {
    let rows = ReportRows(report)
    var output = "archbench latency\n"
    output += rows.runLines.joined(separator: "\n") + "\n"
    output += rows.overheadLine + "\n\n"
    output += TextTable.render(
      header: ReportRows.measurementHeader, rows: rows.measurements, numeric: ReportRows.measurementNumeric)
    output += ReportRows.legend.joined(separator: "\n") + "\n"
    if !report.scaling.isEmpty {
      output += "\nScaling\n"
      output += TextTable.render(header: rows.scalingHeader, rows: rows.scaling, numeric: rows.scalingNumeric)
      output += ReportRows.scalingNote + "\n"
    }
    if !report.failures.isEmpty {
      output += "\nFailures\n" + rows.failureLines.joined(separator: "\n") + "\n"
    }
    return output
  }
}
