import Support

/// What `archbench scan` writes, and in which formats.
///
/// ```swift
/// var output = OutputFile()
/// ScanOutput.write(report, as: .json, to: &output)
/// print(ScanOutput.render(report, as: .markdown))
/// ```
public enum ScanOutput {
  /// The formats of a scan: aligned columns, the versioned schema in `SCHEMA.md`, one row per
  /// file (the first columns match scc's CSV, then role and group), and Markdown tables.
  public static let formats: [OutputFormat] = [.text, .json, .csv, .markdown]

  /// Writes `report` in `format`, piece by piece where the format allows: a large scan's
  /// JSON never has to be held whole.
  public static func write(_ report: ScanReport, as format: OutputFormat, to output: inout some TextOutputStream) {
    switch format {
    case .json: JSONRenderer.write(report, to: &output)
    default: output.write(render(report, as: format))
    }
  }

  /// `report` in `format`, one of ``formats``.
  public static func render(_ report: ScanReport, as format: OutputFormat) -> String {
    switch format {
    case .text: TableRenderer(style: .terminal).render(report)
    case .markdown: TableRenderer(style: .markdown).render(report)
    case .json: JSONRenderer.render(report)
    case .csv: CSVRenderer.render(report)
    case .sarif, .junit, .githubBenchmark: format.unsupported(by: "scan", writes: formats)
    }
  }
}
