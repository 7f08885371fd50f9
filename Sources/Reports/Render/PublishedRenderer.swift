import Support

/// README.md's and index.html's *Published figures and ours*, and `published.csv`: each
/// published claim (``PublishedClaim``) beside archbench's answer, with a one-line verdict or
/// the reason there is none, grouped by source, and the sources they come from.
///
/// ```swift
/// let lines = PublishedRenderer.section(data)  // "## Published figures and ours", a table per source, the references
/// ```
enum PublishedRenderer {
  static let introduction = [
    "Every claim of five studies (references below) beside archbench's answer, measured from the samples of this "
      + "report. Like is compared with like: MVVM and Redux are both written for HeadlessSwiftUI, as S1 built "
      + "both on SwiftUI; S2's Cocoa MVC, MVP, MVVM and VIPER are set beside the UIKit-style samples MVC, MVP, "
      + "MVVM (UIKit) and VIPER, as S2's apps were UIKit style. A ratio is the last sample's figure ÷ the first's, "
      + "or ÷ the mean of the others' for VIPER. Verdict: a claimed figure agrees when ours is within ±15 % of it; a "
      + "claim of more agrees at ×1.15 or above, one of fewer at ×0.85 or below; a claim of order (the least, the "
      + "highest) when the sample is the extreme of its group; a behaviour when every sample passes the "
      + "conformance scenarios that show it. A claim nothing here measures says why. Ours ÷ published sets the "
      + "absolute figures side by side, which S1 counted on a convention it does not define (below), so the ratios "
      + "are the fairer comparison."
  ]

  static let header = ["Claim", "Where", "Published", "Ours", "Ours ÷ published", "Verdict", "Note"]

  static func section(_ data: ReportData) -> [String] {
    var out = ["## Published figures and ours", ""] + introduction + [""]
    for (source, rows) in grouped(data) {
      out += ["### \(source.id) — \(source.heading)", ""] + table(rows, data) + [""]
    }
    out += ["### References", ""]
    out += references().map { "- **\($0.id)** — \($0.text)" }
    return out + [""]
  }

  /// One source's rows as a markdown table.
  static func table(_ rows: [PublishedComparison.Row], _ data: ReportData) -> [String] {
    Table.markdownHeader(header, rightAlignedFrom: header.count)
      + rows.map { Table.markdownRow(cells($0, data).map(Escaping.markdown)) }
  }

  /// The rows of each source that has any, in ``PublishedSource/all``'s order.
  static func grouped(_ data: ReportData) -> [(source: PublishedSource, rows: [PublishedComparison.Row])] {
    let rows = PublishedComparison(data).rows
    return PublishedSource.all.compactMap { source in
      let own = rows.filter { $0.claim.source == source.id }
      return own.isEmpty ? nil : (source, own)
    }
  }

  /// `published.csv`: every row of the section, with the ratios as plain numbers, the verdict as a
  /// word, and the one-line verdict or the reason there is none.
  static func csv(_ data: ReportData) -> String {
    let rows = PublishedComparison(data).rows.map { row -> [String] in
      let text = cells(row, data)
      return [
        row.claim.source, row.claim.location, text[0], row.claim.published, text[3],
        row.observed.map { Formatting.decimal($0, places: 3) } ?? "",
        row.claim.expected.map { claimed($0, places: 3) } ?? "", word(row),
        row.verdict.map { Formatting.decimal($0.difference * 100, places: 1) } ?? "", text[5], row.claim.note ?? "",
      ]
    }
    return CSV.document(
      header: [
        "source", "location", "claim", "published", "ours", "ours_value", "claimed_value", "verdict",
        "difference_percent", "verdict_text", "note",
      ], rows: rows)
  }

  /// The section for index.html: a table per source, then the references as a list.
  static func html(_ data: ReportData) -> String {
    "<h2>Published figures and ours</h2><p class=\"muted\">"
      + Escaping.html(introduction.joined(separator: " ")) + "</p>"
      + grouped(data).map { source, rows in
        "<h3>\(Escaping.html("\(source.id) — \(source.heading)"))</h3>" + ReportHTMLRenderer.table(table(rows, data))
      }.joined()
      + "<h3>References</h3><ul>"
      + references().map { "<li><strong>\($0.id)</strong> — \(Escaping.html($0.text))</li>" }.joined() + "</ul>"
  }

  /// Each source as the references list names it: who, what, where each claim stands, and its convention.
  static func references() -> [(id: String, text: String)] {
    PublishedSource.all.map { source in
      var text = "\(source.title): \(source.subject). Where: \(source.locations.joined(separator: "; "))."
      if !source.convention.isEmpty { text += " Counting: \(source.convention)" }
      return (source.id, text)
    }
  }

  /// The row's verdict in a word, for published.csv.
  static func word(_ row: PublishedComparison.Row) -> String {
    if let verdict = row.verdict {
      if case .scenarios = row.claim.comparison { return verdict.agrees ? "shown" : "not shown" }
      if case .within = row.claim.comparison { return verdict.agrees ? "met" : "not met" }
      return verdict.agrees ? "agrees" : "disagrees"
    }
    switch row.claim.comparison {
    case .notMeasurable: return "not measurable"
    case .latency: return row.reason?.hasPrefix("measured") == true ? "measured elsewhere" : "not measured"
    default: return "not measured"
    }
  }

  /// The row's cells, unescaped: claim, where, published, ours, ours ÷ published, verdict, note.
  static func cells(_ row: PublishedComparison.Row, _ data: ReportData) -> [String] {
    let claim = row.claim
    let names = claim.architectures.map { id in data.architectures.first { $0.id == id }?.name ?? id }
    let title: String
    var ours: [String] = []
    switch claim.comparison {
    case .ratio(_, let baseline):
      let of = baseline.count == 1 ? names[0] : "the mean of " + names.dropLast().joined(separator: ", ")
      title = "\(names.last!) ÷ \(of): \(claim.measure?.title ?? "")"
      ours = row.figures.map { "\($0.name) \(number($0.value, claim.measure))" }
      if let observed = row.observed { ours.append("×" + Formatting.decimal(observed, places: 2)) }
    case .figure:
      title = "\(names[0]): \(claim.measure?.title ?? "")"
      ours = row.figures.map { number($0.value, claim.measure) }
    case .rank(let subject, _):
      let name = data.architectures.first { $0.id == subject }?.name ?? subject
      title = "\(name) among \(names.joined(separator: ", ")): \(claim.measure?.title ?? "")"
      ours = row.figures.map { "\($0.name) \(number($0.value, claim.measure))" }
    case .scenarios:
      title = claim.subject ?? ""
      if row.verdict != nil { ours = ["\(row.samples - row.failing.count) of \(row.samples) samples pass"] }
    case .within:
      title = claim.subject ?? Formatting.missing
      if let slowest = row.figures.max(by: { $0.value < $1.value }) {
        ours = ["slowest p99 \(Formatting.decimal(slowest.value, places: 2)) ms (\(slowest.name))"]
      }
    case .latency, .notMeasurable:
      title = claim.subject ?? Formatting.missing
    }
    let against = row.againstPublished.map {
      claim.publishedFigures.count == 1
        ? Formatting.decimal($0.ratio, places: 2)
        : "\($0.name) \(Formatting.decimal($0.ratio, places: 2))"
    }
    return [
      title, "\(claim.source), \(claim.location)", claim.published,
      ours.isEmpty ? Formatting.missing : ours.joined(separator: " · "),
      against.isEmpty ? Formatting.missing : against.joined(separator: " · "), verdict(row),
      claim.note ?? Formatting.missing,
    ]
  }

  /// `agrees: ×1.87 against ×1.90, 2 % lower`; `disagrees: ×1.05, only 5 % more`; `agrees: MVC 713
  /// is the least, 26 % below the next (MVVM (UIKit) 960)`; `shown in all nine samples: …`; or the
  /// reason there is no verdict.
  static func verdict(_ row: PublishedComparison.Row) -> String {
    guard let verdict = row.verdict else { return row.reason ?? "not measured in this run" }
    let word = verdict.agrees ? "agrees" : "disagrees"
    switch row.claim.comparison {
    case .scenarios(let scenarios): return behaviour(row, scenarios)
    case .within(let steps, let limit): return within(row, steps, limit)
    case .rank: return order(row, verdict)
    case .ratio, .figure: break
    case .latency, .notMeasurable: return row.reason ?? ""
    }
    guard let observed = row.observed, let expected = row.claim.expected else { return "not measured in this run" }
    let isRatio = if case .ratio = row.claim.comparison { true } else { false }
    let ours = isRatio ? "×" + Formatting.decimal(observed, places: 2) : number(observed, row.claim.measure)
    switch expected {
    case .about:
      let claimed = isRatio ? "×" + claimed(expected, places: 2) : row.claim.published
      let by =
        verdict.percent == 0 ? "the same" : "\(verdict.percent) % \(verdict.difference > 0 ? "higher" : "lower")"
      return "\(word): \(ours) against \(claimed), \(by)"
    case .more, .fewer, .least, .highest:
      let direction = verdict.difference > 0 ? "more" : "fewer"
      let by = verdict.percent == 0 ? "the same" : "\(verdict.percent) % \(direction)"
      let claimedDirection = if case .more = expected { "more" } else { "fewer" }
      return "\(word): \(ours), " + (!verdict.agrees && direction == claimedDirection ? "only " : "") + by
    }
  }

  /// A claim of order: the subject against the runner-up of its group.
  static func order(_ row: PublishedComparison.Row, _ verdict: Verdict) -> String {
    guard case .rank(let subject, let group) = row.claim.comparison, let index = group.firstIndex(of: subject),
      row.figures.count == group.count
    else { return "not measured in this run" }
    let isLeast = if case .least = row.claim.expected { true } else { false }
    let extreme = isLeast ? "the least" : "the highest"
    let own = row.figures[index]
    let others = row.figures.indices.filter { $0 != index }.map { row.figures[$0] }
    guard
      let next = isLeast
        ? others.min(by: { $0.value < $1.value }) : others.max(by: { $0.value < $1.value })
    else { return "not measured in this run" }
    let measure = row.claim.measure
    let nextText = "\(next.name) \(number(next.value, measure))"
    let ownText = "\(own.name) \(number(own.value, measure))"
    if verdict.difference == 0 { return "agrees: \(ownText) is \(extreme), tied with \(nextText)" }
    let side = verdict.difference > 0 ? "above" : "below"
    return verdict.agrees
      ? "agrees: \(ownText) is \(extreme), \(verdict.percent) % \(side) the next (\(nextText))"
      : "disagrees: \(ownText) is not \(extreme): \(nextText) is; \(own.name) is \(verdict.percent) % \(side) it"
  }

  /// A requirement on time: the samples that meet it, and those that do not.
  static func within(_ row: PublishedComparison.Row, _ steps: [String], _ limit: UInt64) -> String {
    let limitText = Formatting.decimal(Double(limit) / 1_000_000_000, places: 0) + " s"
    let what = "p99 of \(steps.joined(separator: " and ")) within \(limitText)"
    if row.failing.isEmpty { return "met by all \(count(row.samples)) samples: \(what)" }
    let failing = row.failing.map { "\($0.name) (\($0.scenario))" }.joined(separator: ", ")
    return "met by \(row.samples - row.failing.count) of \(row.samples) samples: \(what); not by \(failing)"
  }

  /// A behaviour: the samples that show it, and the scenarios that do.
  static func behaviour(_ row: PublishedComparison.Row, _ scenarios: [String]) -> String {
    let ids = scenarios.joined(separator: ", ")
    if row.failing.isEmpty { return "shown in all \(count(row.samples)) samples: \(ids)" }
    let shown = row.samples - row.failing.count
    let failing = row.failing.map { "\($0.name) (\($0.scenario))" }.joined(separator: ", ")
    return "shown in \(shown) of \(row.samples) samples: \(ids); not in \(failing)"
  }

  /// A small count in words, as prose says "all nine samples".
  static func count(_ value: Int) -> String {
    let words = [
      "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]
    return words.indices.contains(value) ? words[value] : "\(value)"
  }

  static func claimed(_ expectation: Verdict.Expectation, places: Int) -> String {
    switch expectation {
    case .about(let value): Formatting.decimal(value, places: places)
    case .more: "more"
    case .fewer: "fewer"
    case .least: "least"
    case .highest: "highest"
    }
  }

  static func number(_ value: Double, _ measure: Measure?) -> String {
    guard let measure else { return Formatting.decimal(value, places: 1) }
    return measure.isCount ? "\(Int(value.rounded()))" : Formatting.decimal(value, places: measure.places)
  }
}
