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
  /// `cohesion` adds the mean LCOM4 and the largest cognitive complexity to the text and
  /// Markdown tables (the JSON always has each type's and function's).
  public static func write(
    _ report: ScanReport, as format: OutputFormat, cohesion: Bool = false, to output: inout some TextOutputStream
  ) {
    switch format {
    case .json: JSONRenderer.write(report, to: &output)
    default: output.write(render(report, as: format, cohesion: cohesion))
    }
  }

  /// `report` in `format`, one of ``formats``.
  public static func render(_ report: ScanReport, as format: OutputFormat, cohesion: Bool = false) -> String {
    switch format {
    case .text: TableRenderer(style: .terminal, includesCohesion: cohesion).render(report)
    case .markdown: TableRenderer(style: .markdown, includesCohesion: cohesion).render(report)
    case .json: JSONRenderer.render(report)
    case .csv: CSVRenderer.render(report)
    case .sarif, .junit, .githubBenchmark: format.unsupported(by: "scan", writes: formats)
    }
  }
}
