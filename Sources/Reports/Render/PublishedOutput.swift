import Support

/// README.md's and index.html's *Published figures and ours*, and `published.csv`: each
/// published claim (``PublishedClaim``) beside archbench's figure, with a verdict, and the
/// sources they come from.
///
/// ```swift
/// let lines = PublishedOutput.section(data)  // "## Published figures and ours", the table, the references
/// ```
enum PublishedOutput {
  static let introduction = [
    "Each figure a study published (references below) beside archbench's, measured from the samples of this "
      + "report. Like is compared with like: MVVM and Redux are both written for HeadlessSwiftUI, as S1 built "
      + "both on SwiftUI; MVP and Cocoa MVC, and VIPER and the others of S2 (Cocoa MVC, MVP, MVVM (UIKit)), are all "
      + "UIKit style, as S2's apps were. A ratio is the last sample's figure ÷ the first's, or ÷ the mean of the "
      + "others' for VIPER. Verdict: a claimed figure agrees when ours is within ±15 % of it; a claim of more "
      + "agrees at ×1.15 or above, one of fewer at ×0.85 or below. Ours ÷ published sets the absolute figures side "
      + "by side, which S1 counts on another convention (below), so the ratios are the fairer comparison."
  ]

  static let header = ["Claim", "Source", "Published", "Ours", "Ours ÷ published", "Verdict"]

  static func section(_ data: ReportData) -> [String] {
    var out = ["## Published figures and ours", ""] + introduction + [""]
    out += Table.markdownHeader(header, rightAlignedFrom: header.count)
    for row in PublishedComparison(data).rows {
      out.append(Table.markdownRow(cells(row, data).map(Escaping.markdown)))
    }
    out += ["", "### References", ""]
    out += references().map { "- **\($0.id)** — \($0.text)" }
    return out + [""]
  }

  /// `published.csv`: the section's table, one row per claim, with the ratios as plain numbers.
  static func csv(_ data: ReportData) -> String {
    let rows = PublishedComparison(data).rows.map { row -> [String] in
      let text = cells(row, data)
      return [
        row.claim.source, row.claim.location, text[0], row.claim.published, text[3],
        row.observed.map { Formatting.decimal($0, places: 3) } ?? "", claimed(row.claim.expected, places: 3),
        row.verdict.map { $0.agrees ? "agrees" : "disagrees" } ?? "",
        row.verdict.map { Formatting.decimal($0.difference * 100, places: 1) } ?? "",
      ]
    }
    return CSV.document(
      header: [
        "source", "location", "claim", "published", "ours", "ours_value", "claimed_value", "verdict",
        "difference_percent",
      ], rows: rows)
  }

  /// The section for index.html: the table, then the references as a list.
  static func html(_ data: ReportData) -> String {
    "<h2>Published figures and ours</h2><p class=\"muted\">"
      + Escaping.html(introduction.joined(separator: " ")) + "</p>" + HTMLOutput.table(section(data))
      + "<h3>References</h3><ul>"
      + references().map { "<li><strong>\($0.id)</strong> — \(Escaping.html($0.text))</li>" }.joined() + "</ul>"
  }

  /// Each source as the references list names it: who, what, where each figure stands, and its convention.
  static func references() -> [(id: String, text: String)] {
    PublishedSource.all.map { source in
      var text = "\(source.title): \(source.subject). Where: \(source.locations.joined(separator: "; "))."
      if !source.convention.isEmpty { text += " Counting: \(source.convention)" }
      return (source.id, text)
    }
  }

  /// The row's cells, unescaped: claim, source, published, ours, ours ÷ published, verdict.
  static func cells(_ row: PublishedComparison.Row, _ data: ReportData) -> [String] {
    let claim = row.claim
    let names = claim.architectures.map { id in data.architectures.first { $0.id == id }?.name ?? id }
    let title: String
    switch claim.comparison {
    case .ratio(_, let baseline):
      let of = baseline.count == 1 ? names[0] : "the mean of " + names.dropLast().joined(separator: ", ")
      title = "\(names.last!) ÷ \(of): \(claim.measure.title)"
    case .figure: title = "\(names[0]): \(claim.measure.title)"
    }
    var ours = row.figures.map { "\($0.name) \(number($0.value, claim.measure))" }
    if case .ratio = claim.comparison, let observed = row.observed {
      ours.append("×" + Formatting.decimal(observed, places: 2))
    }
    if case .figure = claim.comparison { ours = row.figures.map { number($0.value, claim.measure) } }
    let against = row.againstPublished.map {
      claim.publishedFigures.count == 1
        ? Formatting.decimal($0.ratio, places: 2)
        : "\($0.name) \(Formatting.decimal($0.ratio, places: 2))"
    }
    return [
      title, "\(claim.source), \(claim.location)", claim.published,
      ours.isEmpty ? Formatting.missing : ours.joined(separator: " · "),
      against.isEmpty ? Formatting.missing : against.joined(separator: " · "), verdict(row),
    ]
  }

  /// `agrees: ×1.87 against ×1.90, 2 % lower`; `disagrees: ×1.05, only 5 % more`; `not measured`.
  static func verdict(_ row: PublishedComparison.Row) -> String {
    guard let verdict = row.verdict, let observed = row.observed else { return "not measured" }
    let word = verdict.agrees ? "agrees" : "disagrees"
    let isRatio = if case .ratio = row.claim.comparison { true } else { false }
    let ours = isRatio ? "×" + Formatting.decimal(observed, places: 2) : number(observed, row.claim.measure)
    switch row.claim.expected {
    case .about:
      let claimed = isRatio ? "×" + claimed(row.claim.expected, places: 2) : row.claim.published
      let by =
        verdict.percent == 0 ? "the same" : "\(verdict.percent) % \(verdict.difference > 0 ? "higher" : "lower")"
      return "\(word): \(ours) against \(claimed), \(by)"
    case .more, .fewer:
      let direction = verdict.difference > 0 ? "more" : "fewer"
      let by = verdict.percent == 0 ? "the same" : "\(verdict.percent) % \(direction)"
      let claimedDirection = if case .more = row.claim.expected { "more" } else { "fewer" }
      return "\(word): \(ours), " + (!verdict.agrees && direction == claimedDirection ? "only " : "") + by
    }
  }

  static func claimed(_ expectation: Verdict.Expectation, places: Int) -> String {
    switch expectation {
    case .about(let value): Formatting.decimal(value, places: places)
    case .more: "more"
    case .fewer: "fewer"
    }
  }

  static func number(_ value: Double, _ measure: Measure) -> String {
    measure.isCount ? "\(Int(value.rounded()))" : Formatting.decimal(value, places: 1)
  }
}
