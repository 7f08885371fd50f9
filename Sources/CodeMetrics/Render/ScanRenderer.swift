import Support

/// What `archbench scan` writes, and in which formats.
///
/// ```swift
/// var output = OutputFile()
/// ScanRenderer.write(report, as: .json, to: &output)
/// print(ScanRenderer.render(report, as: .markdown))
/// ```
public enum ScanRenderer {
  /// The formats of a scan: aligned columns, the versioned schema in `SCHEMA.md`, one row per
  /// file (the first columns match scc's CSV, then role and group), and Markdown tables.
  public enum Format: String, RendererFormat { case text, json, csv, markdown }

  /// Writes `report` in `format`, piece by piece where the format allows: a large scan's
  /// JSON never has to be held whole.
  ///
  /// - Parameters:
  ///   - cohesion: adds the mean LCOM4 and the largest cognitive complexity to the text and
  ///     Markdown tables (the JSON always has each type's and function's).
  ///   - sections: parts other modules add; the CSV form, one row per file, has no place for them.
  public static func write(
    _ report: ScanReport, as format: Format, cohesion: Bool = false, sections: [ReportSection] = [],
    to output: inout some TextOutputStream
  ) {
    switch format {
    case .json: JSONRenderer.write(report, sections: sections, to: &output)
    default: output.write(render(report, as: format, cohesion: cohesion, sections: sections))
    }
  }

  /// `report` in `format`.
  public static func render(
    _ report: ScanReport, as format: Format, cohesion: Bool = false, sections: [ReportSection] = []
  ) -> String {
    switch format {
    case .text: ScanTableRenderer.render(report, as: .text, cohesion: cohesion, sections: sections)
    case .markdown: ScanTableRenderer.render(report, as: .markdown, cohesion: cohesion, sections: sections)
    case .json: JSONRenderer.render(report, sections: sections)
    case .csv: ScanCSVRenderer.render(report)
    }
  }
}
