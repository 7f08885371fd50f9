import CodeMetrics
import Support

/// What `archbench scan --rev` writes: one revision as a scan of files on disk would be
/// written, several side by side (``RevisionTable``).
///
/// ```swift
/// var output = OutputFile()
/// RevisionScanRenderer.write(scans, as: .csv, to: &output)  // one row per file, or per figure for several
/// ```
public enum RevisionScanRenderer {
  /// Writes `scans` in `format`: one of ``CodeMetrics/ScanRenderer/formats`` for one revision, of
  /// ``RevisionTable/formats`` for several.
  ///
  /// - Parameter cohesion: adds the mean LCOM4 and the largest cognitive complexity to one
  ///   revision's text and Markdown tables.
  public static func write(
    _ scans: [RevisionScan], as format: OutputFormat, cohesion: Bool = false, to output: inout some TextOutputStream
  ) {
    if scans.count == 1 {
      ScanRenderer.write(scans[0].report, as: format, cohesion: cohesion, to: &output)
    } else {
      output.write(RevisionTable.render(scans, as: format))
    }
  }
}
