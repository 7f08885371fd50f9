/// How `archbench coverage` prints its report.
///
/// ```swift
/// let text = OutputFormat.csv.render(report)
/// ```
public enum OutputFormat: String, Sendable, CaseIterable {
  /// An aligned table for the terminal.
  case table
  /// The report as JSON, described in `Docs/coverage-report-schema.md`.
  case json
  /// One row per architecture, for spreadsheets.
  case csv

  /// The report in this format, ending with a newline.
  public func render(_ report: CoverageReport) throws -> String {
    switch self {
    case .table: TableRenderer.render(report)
    case .json: String(decoding: try JSONRenderer.data(for: report), as: UTF8.self)
    case .csv: CSVRenderer.render(report)
    }
  }
}
