import Support

/// What `archbench scan --compare-reference` adds after the scan: a count line, then one line
/// per disagreeing file with both classifiers' counts and its first five differing lines.
///
/// It is plain text in every format, the JSON's and CSV's included: it is a check of the
/// scanner to read, not data to parse.
///
/// ```swift
/// ReferenceReportRenderer.render(ReferenceReport(comparing: found))
/// // "\nReference comparison: 3 files, 0 disagreements\n"
/// ```
public enum ReferenceReportRenderer {
  /// `report` as text, starting with an empty line that parts it from the scan above.
  public static func render(_ report: ReferenceReport) -> String {
    var text = "\nReference comparison: \(report.files) files, \(report.disagreements.count) disagreements\n"
    for disagreement in report.disagreements {
      text += line(disagreement)
    }
    return text
  }

  static func line(_ disagreement: ReferenceComparison.Disagreement) -> String {
    let (scanner, reference) = (disagreement.scanner, disagreement.reference)
    let lines = disagreement.lines.prefix(5).map { "\($0.line) (\($0.scanner) vs \($0.reference))" }
    return "\(Escaping.terminal(disagreement.path)): scanner \(scanner.code)/\(scanner.comment)/\(scanner.blank), "
      + "reference \(reference.code)/\(reference.comment)/\(reference.blank) (code/comment/blank); "
      + "lines \(lines.joined(separator: ", "))\n"
  }
}
