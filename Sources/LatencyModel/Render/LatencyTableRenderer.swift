import Support

/// The report as aligned text for a terminal: the run, the harness overhead, the measurements, scaling and failures.
///
/// ```swift
/// print(LatencyTableRenderer.render(report), terminator: "")
/// ```
public enum LatencyTableRenderer {
  public static func render(_ report: LatencyReport) -> String {
    let rows = ReportRows(report)
    var output = "archbench latency\n"
    output += rows.runLines.joined(separator: "\n") + "\n"
    output += rows.overheadLine + "\n\n"
    output += Table(
      header: ReportRows.measurementHeader, rows: rows.measurements, alignments: ReportRows.measurementAlignments
    ).text()
    output += ReportRows.legend.joined(separator: "\n") + "\n"
    if !rows.realtime.isEmpty {
      output += "\nRealtime (S5's criteria)\n"
      output += Table(header: ReportRows.realtimeHeader, rows: rows.realtime, alignments: ReportRows.realtimeAlignments)
        .text()
      output += ReportRows.realtimeNote + "\n"
    }
    if !report.scaling.isEmpty {
      output += "\nScaling\n"
      output += Table(header: rows.scalingHeader, rows: rows.scaling, alignments: rows.scalingAlignments).text()
      output += ReportRows.scalingNote + "\n"
    }
    if !report.failures.isEmpty {
      output += "\nFailures\n" + rows.failureLines.joined(separator: "\n") + "\n"
    }
    return output
  }
}
