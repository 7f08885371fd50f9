import Support

/// What `archbench latency --format` prints, for timed results and instruction counts alike.
///
/// ```swift
/// print(try LatencyReportRenderer.render(report, as: .markdown))
/// ```
public enum LatencyReportRenderer {
  /// The formats of latency results: aligned columns, ``LatencyReport`` as JSON (the same as
  /// the saved file), one CSV row per measurement with times in nanoseconds, and Markdown
  /// tables for issues and docs.
  public enum Format: String, RendererFormat { case text, json, csv, markdown }

  /// The timed results in `format`.
  public static func render(_ report: LatencyReport, as format: Format) throws -> String {
    switch format {
    case .text: LatencyTableRenderer.render(report)
    case .json: String(decoding: try report.json(), as: UTF8.self) + "\n"
    case .csv: LatencyCSVRenderer.render(report)
    case .markdown: LatencyMarkdownRenderer.render(report)
    }
  }

  /// The instruction counts in `format`.
  public static func render(_ report: InstructionReport, as format: Format) throws -> String {
    try InstructionRenderer.render(report, as: format)
  }
}
