/// The formats `archbench scan` writes.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// Aligned columns for a terminal.
  case table
  /// The versioned schema in `SCHEMA.md`.
  case json
  /// One row per file; the first columns match scc's CSV, then role and group.
  case csv
  /// GitHub-flavoured Markdown tables.
  case md

  /// Writes `report` in this format, piece by piece where the format allows.
  public func write(_ report: ScanReport, to output: inout some TextOutputStream) {
    switch self {
    case .json: JSONRenderer.write(report, to: &output)
    default: output.write(render(report))
    }
  }

  /// Renders `report` in this format.
  public func render(_ report: ScanReport) -> String {
    switch self {
    case .table: TableRenderer(style: .terminal).render(report)
    case .md: TableRenderer(style: .markdown).render(report)
    case .json: JSONRenderer.render(report)
    case .csv: CSVRenderer.render(report)
    }
  }
}
