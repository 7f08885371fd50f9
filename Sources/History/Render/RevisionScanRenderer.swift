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
  /// Writes `scans` in `format`: any of a scan's formats for one revision, one of
  /// ``RevisionTable/Format`` for several (`scan` refuses the others before it scans).
  ///
  /// - Parameter cohesion: adds the mean LCOM4 and the largest cognitive complexity to one
  ///   revision's text and Markdown tables.
  public static func write(
    _ scans: [RevisionScan], as format: ScanRenderer.Format, cohesion: Bool = false,
    to output: inout some TextOutputStream
  ) {
    if scans.count == 1 {
      ScanRenderer.write(scans[0].report, as: format, cohesion: cohesion, to: &output)
    } else {
      // A mode, not a format, decides: ScanArguments.validate() refuses Markdown for several revisions.
      guard let format = RevisionTable.Format(format) else {
        preconditionFailure("scan --rev with several revisions writes no \(format.rawValue)")
      }
      output.write(RevisionTable.render(scans, as: format))
    }
  }
}
