import Support

/// What `archbench coverage` prints, and in which formats.
///
/// ```swift
/// let text = try CoverageRenderer.render(report, as: .csv)
/// ```
public enum CoverageRenderer {
  /// The formats of a coverage report: an aligned table, the JSON described in
  /// `Docs/coverage-report-schema.md`, and one CSV row per architecture.
  public enum Format: String, RendererFormat { case text, json, csv }

  /// `report` in `format`, ending with a newline.
  public static func render(_ report: CoverageReport, as format: Format) throws -> String {
    switch format {
    case .text: CoverageTableRenderer.render(report)
    case .json: String(decoding: try JSONRenderer.data(for: report), as: UTF8.self)
    case .csv: CoverageCSVRenderer.render(report)
    }
  }
}
