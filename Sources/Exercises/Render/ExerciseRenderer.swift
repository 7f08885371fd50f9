import ExercisesModel
import Foundation
import Support

/// The exercise commands' text: the catalog, one check, and the extensibility table.
///
/// ```
/// | Exercise | Part | MVC | MVVM | …
/// | Password rule | source | 2 · +14 −2 | 3 · +17 −3 | …
/// | Password rule | tests | 1 · +20 −0 | 1 · +24 −0 | …
/// ```
public enum ExerciseRenderer {
  /// The formats of `exercise check`: a line per scenario, or an ``ExerciseCheck`` as JSON.
  public enum CheckFormat: String, RendererFormat { case text, json }

  /// The formats of `exercise measure`: the extensibility table in Markdown, or the report as JSON.
  public enum MeasureFormat: String, RendererFormat { case markdown, json }

  /// `exercise check`'s results in `format`.
  public static func check(_ check: ExerciseCheck, as format: CheckFormat) -> String {
    switch format {
    case .text: text(check)
    case .json: json(check)
    }
  }

  /// `exercise measure`'s report in `format`.
  public static func extensibility(_ report: ExtensibilityReport, as format: MeasureFormat) -> String {
    switch format {
    case .markdown: extensibilityTable(report).joined(separator: "\n") + "\n"
    case .json: json(report)
    }
  }

  /// `exercise list`: id, title, scenario count, summary.
  public static func list(_ exercises: [Exercise]) -> String {
    // Every column left-aligned, the scenario counts included, as the catalog always read.
    Table(
      header: ["Exercise", "Title", "Scenarios", "Task"],
      rows: exercises.map { [$0.id, $0.title, String($0.scenarios.count), $0.summary] },
      alignments: [.left, .left, .left, .left]
    ).text()
  }

  /// `exercise check`: PASS or FAIL per scenario and architecture, the reason, and the cost,
  /// source and tests apart.
  ///
  /// ```
  /// FAIL  mvc  noteLimit.counts: …
  /// 0 of 3 scenarios pass
  /// Change cost in Samples/MVC against HEAD (1a2b3c4): 2 files, +14 −2 source · 1 file, +20 −0 tests
  /// ```
  public static func text(_ check: ExerciseCheck) -> String {
    var text = ""
    for result in check.results {
      text += "\(result.passed ? "PASS" : "FAIL")  \(result.architecture)  \(result.scenario)"
      if let message = result.message { text += ": \(message)" }
      text += "\n"
    }
    let passed = check.results.filter(\.passed).count
    text += "\(passed) of \(check.results.count) scenarios pass\n"
    if let change = check.change {
      text += "Change cost in \(change.directory) against \(change.base): \(change.cost.summary)\n"
    }
    return text
  }

  /// The extensibility table, as Markdown (``ExtensibilityReport/markdownTable``).
  public static func extensibilityTable(_ report: ExtensibilityReport) -> [String] { report.markdownTable }

  /// These models hold only strings, numbers and arrays: encoding them cannot fail.
  public static func json(_ value: some Encodable) -> String { JSON.text(value) }
}
