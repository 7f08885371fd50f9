import Support

/// The report as GitHub-flavoured Markdown: the same content as the table, for issues and docs.
///
/// ```swift
/// try LatencyMarkdownRenderer.render(report).write(toFile: "latency.md", atomically: true, encoding: .utf8)
/// ```
public enum LatencyMarkdownRenderer {
  public static func render(_ report: LatencyReport) -> String {
    let rows = ReportRows(report)
    var output = "## archbench latency\n\n"
    output += rows.runLines.map { "- \($0)\n" }.joined()
    output += "- \(rows.overheadLine)\n\n"
    output += table(
      header: ReportRows.measurementHeader, rows: rows.measurements, alignments: ReportRows.measurementAlignments)
    output += "\n" + ReportRows.legend.joined(separator: " ") + "\n"
    if !rows.realtime.isEmpty {
      output += "\n### Realtime (S5's criteria)\n\n"
      output += table(header: ReportRows.realtimeHeader, rows: rows.realtime, alignments: ReportRows.realtimeAlignments)
      output += "\n" + ReportRows.realtimeNote + "\n"
    }
    if !report.scaling.isEmpty {
      output += "\n### Scaling\n\n"
      output += table(header: rows.scalingHeader, rows: rows.scaling, alignments: rows.scalingAlignments)
      output += "\n" + ReportRows.scalingNote + "\n"
    }
    if !report.failures.isEmpty {
      output += "\n### Failures\n\n" + rows.failureLines.map { "- \($0)\n" }.joined()
    }
    return output
  }

  /// Subject and step names come from the run: every cell is escaped, so none can add markup.
  static func table(header: [String], rows: [[String]], alignments: [Table.Alignment]) -> String {
    Table(
      header: header.map(Escaping.markdown), rows: rows.map { $0.map(Escaping.markdown) }, alignments: alignments
    ).markdown()
  }
}
