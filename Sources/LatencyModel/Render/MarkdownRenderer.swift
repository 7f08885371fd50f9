/// The report as GitHub-flavoured Markdown: the same content as the table, for issues and docs.
///
/// ```swift
/// try MarkdownRenderer.render(report).write(toFile: "latency.md", atomically: true, encoding: .utf8)
/// ```
public enum MarkdownRenderer {
  public static func render(_ report: LatencyReport) -> String {
    let rows = ReportRows(report)
    var output = "## archbench latency\n\n"
    output += rows.runLines.map { "- \($0)\n" }.joined()
    output += "- \(rows.overheadLine)\n\n"
    output += table(
      header: ReportRows.measurementHeader, rows: rows.measurements, numeric: ReportRows.measurementNumeric)
    output += "\n" + ReportRows.legend.joined(separator: " ") + "\n"
    if !report.scaling.isEmpty {
      output += "\n### Scaling\n\n"
      output += table(header: rows.scalingHeader, rows: rows.scaling, numeric: rows.scalingNumeric)
      output += "\n" + ReportRows.scalingNote + "\n"
    }
    if !report.failures.isEmpty {
      output += "\n### Failures\n\n" + rows.failureLines.map { "- \($0)\n" }.joined()
    }
    return output
  }

  /// A cell's text, with table pipes and HTML markup made inert (`<` alone opens a tag, so
  /// `>16.7ms` can stay as it is).
  static func escape(_ cell: String) -> String {
    cell.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "|", with: "\\|")
  }

  static func table(header: [String], rows: [[String]], numeric: [Bool]) -> String {
    func line(_ cells: [String]) -> String {
      "| " + cells.map(escape).joined(separator: " | ") + " |\n"
    }
    return line(header) + "|" + numeric.map { $0 ? "---:|" : "---|" }.joined() + "\n" + rows.map(line).joined()
  }
}
