import CodeMetrics
import Support

/// The section "What an idiom costs" of `Reports/README.md` and `index.html`, and `idioms.csv`:
/// each idiom measured both ways, beside the spread the architectures themselves show on the
/// same step, so that a reader sees how far one idiom moves a figure against how far an
/// architecture does.
///
/// ```swift
/// let lines = IdiomRenderer.section(data)
/// let csv = IdiomRenderer.csv(data)
/// ```
enum IdiomRenderer {
  static let title = "What an idiom costs"

  static let introduction =
    "Each idiom measured both ways on one commit: the samples as committed, and a throwaway copy with the "
    + "idiom's patch applied ([Idioms/](../Idioms/README.md)), both built in release in the same folder and "
    + "counted as in the instructions section. Each cell reads as committed → with the other idiom. "
    + "Instructions and ×ref per dispatch come from `archbench latency --instructions`; allocations per dispatch "
    + "and bodies (views brought up to date per event: bodies evaluated on SwiftUI, views marked for display on "
    + "UIKit) are the medians of a short timed run, which records them and the count under callgrind does not. "
    + "*Architectures* is the range of every sample's ×ref on the same step in the instructions section above: "
    + "how far the architectures themselves spread. Per step: [idioms.csv](idioms.csv)."

  static func section(_ data: ReportData) -> [String] {
    var out = ["## \(title)", ""]
    guard let report = data.idioms else { return out + [ReportMarkdownRenderer.notMeasured, ""] }
    out += [introduction + " Commit \(report.commit.prefix(7)).", ""]
    for measured in report.idioms {
      // The title, the sentence and the note are Markdown written on purpose, in the repository's Idioms/.
      out += ["### \(measured.idiom.title)", ""]
      out += paragraph(measured, data).map { [$0, ""] } ?? []
      if let provisional = measured.idiom.provisional { out += ["Provisional patch: \(provisional)", ""] }
      out += table(measured, data) + [""]
    }
    return out
  }

  /// The idiom's sentence, as Markdown, filled with its first row's figures, or `nil` when it has no row.
  static func paragraph(_ measured: IdiomReport.Measured, _ data: ReportData) -> String? {
    guard let first = measured.rows.first else { return nil }
    return IdiomSentence.render(
      measured.idiom.sentence, row: first, idiom: measured.idiom, architectures: spread(of: first, in: data))
  }

  static func table(_ measured: IdiomReport.Measured, _ data: ReportData) -> [String] {
    var out = Table.markdownHeader(
      ["Architecture", "Step", "N", "Instructions", "×ref", "Allocations", "Bodies", "Architectures"],
      rightAlignedFrom: 2)
    for row in measured.rows {
      out.append(
        Table.markdownRow([
          Escaping.markdown(row.subjectName), "\(row.stepNumber) \(Escaping.markdown(row.step))",
          Formatting.integer(row.events),
          both(row.committed.instructions, row.other.instructions),
          both(ratio(row.committed.ratioToReference), ratio(row.other.ratioToReference)),
          both(count(row.committed.allocations), count(row.other.allocations)),
          both(count(row.committed.bodies), count(row.other.bodies)), spread(of: row, in: data) ?? Formatting.missing,
        ]))
    }
    return out
  }

  static let csvHeader = [
    "idiom", "architecture", "step", "events", "side", "instructions_per_dispatch", "ratio_to_reference",
    "allocations_per_dispatch", "bodies_per_event",
  ]

  /// `idioms.csv`: one row per idiom, architecture, step, size and side (`committed`, `other`); `nil` when not measured.
  static func csv(_ data: ReportData) -> String? {
    guard let report = data.idioms else { return nil }
    var rows: [[String]] = []
    for measured in report.idioms {
      for row in measured.rows {
        for (side, figures) in [("committed", row.committed), ("other", row.other)] {
          let ratio: String = figures.ratioToReference.map { Formatting.decimal($0, places: 4) } ?? ""
          let allocations: String = figures.allocations.map { "\($0)" } ?? ""
          let bodies: String = figures.bodies.map { "\($0)" } ?? ""
          rows.append([
            measured.idiom.id, row.subjectName, row.step, "\(row.events)", side, "\(figures.instructions)", ratio,
            allocations, bodies,
          ])
        }
      }
    }
    return CSV.document(header: csvHeader, rows: rows)
  }

  /// The lowest and highest ×ref of any architecture on the row's step and size in the report's
  /// instruction counts, e.g. `×0.98–×3.64`; `nil` when they did not count it.
  static func spread(of row: IdiomReport.Row, in data: ReportData) -> String? {
    let architectures = Set(data.architectures.map(\.id))
    let ratios = (data.instructions?.rows ?? []).filter {
      architectures.contains($0.subject) && $0.step == row.step && $0.events == row.events
    }
    .compactMap(\.ratioToReference)
    guard let low = ratios.min(), let high = ratios.max() else { return nil }
    return ratio(low) + "–" + ratio(high)
  }

  private static func both(_ committed: Int, _ other: Int) -> String {
    both(Formatting.integer(committed), Formatting.integer(other))
  }

  private static func both(_ committed: String, _ other: String) -> String { "\(committed) → \(other)" }

  private static func ratio(_ value: Double?) -> String {
    value.map { "×" + Formatting.decimal($0, places: 2) } ?? Formatting.missing
  }

  private static func count(_ value: Int?) -> String { value.map(Formatting.integer) ?? Formatting.missing }
}
