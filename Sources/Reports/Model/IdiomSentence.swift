import Foundation
import Support

/// Fills an idiom's sentence template with its measured figures: the figures of its first row
/// (the first architecture's first step and size), and the spread of every architecture's ×ref
/// on that step in the report's instruction counts, so that one idiom's move reads beside an
/// architecture's.
///
/// ```swift
/// IdiomSentence.render("{architecture}: {instructions.factor}", row: row, idiom: idiom, architectures: "×0.98–×3.64")
/// // "MVC: ×0.37"
/// ```
enum IdiomSentence {
  /// Every placeholder a sentence may hold, in braces.
  static let placeholders = [
    "architecture", "step", "events", "committed", "other", "committed.instructions", "other.instructions",
    "instructions.factor", "committed.ref", "other.ref", "committed.allocations", "other.allocations",
    "committed.bodies", "other.bodies", "architectures.ref",
  ]

  /// The first `{name}` in `template` that is not a placeholder, or `nil`.
  static func unknownPlaceholder(in template: String) -> String? {
    names(in: template).first { !placeholders.contains($0) }
  }

  /// The sentence, as Markdown, with every placeholder replaced: the template and the idiom's
  /// phrases are Markdown written on purpose (a code span for `@MainActor`), the names measured
  /// are escaped. `architectures` is the spread of the
  /// architectures' ×ref on the row's step, or `nil` when the report did not count it.
  static func render(_ template: String, row: IdiomReport.Row, idiom: Idiom, architectures: String?) -> String {
    let ratio = { (value: Double?) in value.map { "×" + Formatting.decimal($0, places: 2) } ?? Formatting.missing }
    let count = { (value: Int?) in value.map(Formatting.integer) ?? Formatting.missing }
    let factor =
      row.committed.instructions > 0
      ? ratio(Double(row.other.instructions) / Double(row.committed.instructions)) : Formatting.missing
    let values: [String: String] = [
      "architecture": Escaping.markdown(row.subjectName), "step": Escaping.markdown(row.step),
      "events": Formatting.integer(row.events),
      "committed": idiom.committed, "other": idiom.other,
      "committed.instructions": count(row.committed.instructions), "other.instructions": count(row.other.instructions),
      "instructions.factor": factor, "committed.ref": ratio(row.committed.ratioToReference),
      "other.ref": ratio(row.other.ratioToReference), "committed.allocations": count(row.committed.allocations),
      "other.allocations": count(row.other.allocations), "committed.bodies": count(row.committed.bodies),
      "other.bodies": count(row.other.bodies), "architectures.ref": architectures ?? Formatting.missing,
    ]
    var text = template
    for name in names(in: template) { text = text.replacingOccurrences(of: "{\(name)}", with: values[name] ?? "") }
    return text
  }

  /// The names between braces in `template`, in order.
  static func names(in template: String) -> [String] {
    var names: [String] = []
    var current: String?
    for character in template {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        names.append(name)
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return names
  }
}
