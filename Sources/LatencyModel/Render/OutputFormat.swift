/// The formats `archbench latency --format` prints.
///
/// ```swift
/// print(try OutputFormat.markdown.render(report))
/// ```
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Aligned columns for a terminal.
  case table
  /// ``LatencyReport`` as JSON, the same as the saved file.
  case json
  /// One row per measurement, times in nanoseconds, for spreadsheets.
  case csv
  /// GitHub-flavoured Markdown tables, for issues and docs.
  case md

  /// The report in this format.
  public func render(_ report: LatencyReport) throws -> String {
    switch self {
    case .table: TableRenderer.render(report)
    case .json: String(decoding: try report.json(), as: UTF8.self) + "\n"
    case .csv: CSVRenderer.render(report)
    case .md: MarkdownRenderer.render(report)
    }
  }
}
