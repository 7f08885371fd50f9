import Support

/// `archbench conformance`'s output: the scenarios under their SPEC.md sections, as text for
/// a person or JSON for a script.
///
/// ```swift
/// print(try ConformanceRenderer.render(report, as: .text), terminator: "")
/// // Hexagonal against Samples/SPEC.md
/// //
/// // §1 Login
/// //   PASS  login.showsForm
/// //   FAIL  login.emptyUsername: Expectation failed: (… → nil) == "usernameError"
/// ```
public enum ConformanceRenderer {
  /// The formats of a conformance run: the scenarios as text, or the report as JSON.
  public enum Format: String, RendererFormat { case text, json }

  /// `report` in `format`, ending with a newline.
  public static func render(_ report: ConformanceReport, as format: Format) throws -> String {
    switch format {
    case .text: text(report)
    case .json: try JSON.string(report)
    }
  }

  static func text(_ report: ConformanceReport) -> String {
    var lines = ["\(report.name) against Samples/SPEC.md"]
    var section: SpecSections.Section??
    for scenario in report.scenarios {
      if section != .some(scenario.section) {
        section = .some(scenario.section)
        lines += ["", scenario.section?.label ?? "Not named in SPEC.md"]
      }
      let mark =
        switch scenario.result {
        case .pass: "PASS   "
        case .fail: "FAIL   "
        case .notRun: "NOT RUN"
        }
      lines.append("  \(mark) \(scenario.scenario)" + (scenario.issue.map { ": \($0)" } ?? ""))
    }
    var summary = "\(report.passed) of \(report.scenarios.count) scenarios pass, \(report.failed) fail"
    if report.notRun > 0 { summary += ", \(report.notRun) did not run" }
    lines += ["", summary + "."]
    if report.failed + report.notRun > 0 {
      lines.append("Read the section of Samples/SPEC.md above each failing scenario; the message is its first issue.")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
