import CodeMetrics
import Support
import SyntaxReference

/// What `archbench scan PATH` writes: the scan in its format (``CodeMetrics/ScanRenderer``), the
/// coupling tables or key in it, then the reference comparison as text.
///
/// ```swift
/// var output = try OutputFile(path: "scan.json")
/// ProjectScanRenderer.write(scan, as: .json, to: &output)
/// try output.finish()
/// ```
public enum ProjectScanRenderer {
  /// The formats of a scan; coupling has no place in the CSV.
  public typealias Format = ScanRenderer.Format

  /// Writes `scan` in `format`, piece by piece where the format allows.
  ///
  /// - Parameter cohesion: adds the mean LCOM4 and the largest cognitive complexity to the
  ///   text and Markdown tables.
  public static func write(
    _ scan: ProjectScan, as format: Format, cohesion: Bool = false, to output: inout some TextOutputStream
  ) {
    let sections = scan.coupling.map { [CouplingSection.section($0)] } ?? []
    ScanRenderer.write(scan.report, as: format, cohesion: cohesion, sections: sections, to: &output)
    if let reference = scan.reference { output.write(ReferenceReportRenderer.render(reference)) }
  }
}
