import Support

/// The scorecard in README.md, its robustness, and `Reports/SCORING.md` (the bands and why).
///
/// ```swift
/// let lines = ScorecardRenderer.section(data)   // "## Scorecard", the table, the disagreements, robustness
/// let scoring = ScorecardRenderer.scoring(data)  // SCORING.md
/// ```
enum ScorecardRenderer {
  static func section(_ data: ReportData) -> [String] {
    var out = [
      "## Scorecard", "",
      "Measured scores, 1–5, each from fixed bands of its evidence ([SCORING.md](SCORING.md)): a sample's score "
        + "depends on its own figures only. In brackets, S2's published opinion beside the UIKit-style sample of "
        + "the same pattern (its MVVM beside MVVM (UIKit)); ⚠ marks a disagreement of 2 points or more; – means not "
        + "measured, not proven or not published.",
      "",
    ]
    guard let card = data.scorecard else { return out + [ReportMarkdownRenderer.notMeasured, ""] }
    out += Table.markdownHeader(["Criterion"] + data.architectures.map { Escaping.markdown($0.name) })
    for r in card.rows {
      let cells = data.architectures.map { a -> String in
        let measured = r.scores[a.id].map(String.init) ?? Formatting.missing
        guard let published = PublishedOpinion.score(r.criterion, architecture: a.id) else { return measured }
        return "\(measured) (\(published))" + (card.disagrees(r.criterion, architecture: a.id) ? " ⚠" : "")
      }
      out.append(Table.markdownRow([r.criterion.title] + cells))
    }
    // S2's table sums four criteria; compare like with like before adding Performance.
    let published = data.architectures.map { a -> String in
      let text = Formatting.decimal(card.publishedCriteriaSum(architecture: a.id), places: 1)
      return PublishedOpinion.total(architecture: a.id).map { "\(text) (\($0))" } ?? text
    }
    out.append(Table.markdownRow(["Total of S2's four criteria"] + published))
    // A total can agree while its criteria do not: the differences cancel. Their sum without sign shows it.
    let apart = data.architectures.map { a -> String in
      let differences = card.rows.compactMap { r -> Int? in
        guard let measured = r.scores[a.id], let opinion = PublishedOpinion.score(r.criterion, architecture: a.id)
        else { return nil }
        return abs(measured - opinion)
      }
      return differences.isEmpty ? Formatting.missing : "\(differences.reduce(0, +))"
    }
    out.append(Table.markdownRow(["Points apart from S2, criterion by criterion"] + apart))
    let totals = data.architectures.map { Formatting.decimal(card.totals[$0.id] ?? 0, places: 1) }
    out.append(Table.markdownRow(["Total with Performance (weighted)"] + totals))
    out.append("")
    let unproven = data.architectures.filter { $0.changeCost.map { !$0.allProven } ?? false }
    if !unproven.isEmpty {
      out += [
        "Maintainability is not scored for \(unproven.map { Escaping.markdown($0.name) }.joined(separator: ", ")): "
          + "a reference solution is not proven (Extensibility).", "",
      ]
    }
    let disagreements = Disagreement.all(in: card).map { d in
      let name = data.architectures.first { $0.id == d.sample }.map { Escaping.markdown($0.name) } ?? d.sample
      let study = PublishedOpinion.studyName(sample: d.sample) ?? d.sample
      return "- \(name) (S2's \(study)), \(d.criterion.title): \(d.reason)."
    }
    out +=
      ["Where measurement and opinion disagree, and the figure that drives it:", ""]
      + (disagreements.isEmpty ? ["- nowhere by 2 points or more."] : disagreements)
    return out + [""] + robustness(data, Robustness(data: data))
  }

  /// The rank range of each architecture over the weight grid and the band settings, and dominance.
  static func robustness(_ data: ReportData, _ robustness: Robustness) -> [String] {
    var out = ["### Robustness", "", introduction(robustness), ""]
    guard !robustness.ranks.isEmpty else { return out + ["_No architecture was scored on every criterion._", ""] }
    out += Table.markdownHeader(
      [
        "Architecture", "Rank at the embedded weights", "Every criterion counted", "Any weighting",
        "Any weighting, bands moved", "Dominated by",
      ],
      rightAlignedFrom: 1)
    for a in data.architectures {
      guard let ranks = robustness.ranks[a.id] else {
        out.append(
          Table.markdownRow([
            Escaping.markdown(a.name), Formatting.missing, Formatting.missing, Formatting.missing, Formatting.missing,
            "not ranked",
          ]))
        continue
      }
      let by = robustness.dominated[a.id].map { ids in
        ids.map { id in Escaping.markdown(data.architectures.first { $0.id == id }?.name ?? id) }.joined(
          separator: ", ")
      }
      out.append(
        Table.markdownRow([
          Escaping.markdown(a.name), "\(ranks.atDefaults)", range(ranks.everyCriterionCounted),
          range(ranks.overWeights), range(ranks.overWeightsAndBands),
          by ?? Formatting.missing,
        ]))
    }
    return out + [""]
  }

  /// What the robustness table and chart show, in words.
  static func introduction(_ robustness: Robustness) -> String {
    "Each architecture's rank (1 = best total; ties share the better rank) at the embedded weights; over the "
      + "weightings that count every criterion (each weight 0.5, 1, 1.5 or 2); over all "
      + "\(Formatting.integer(robustness.weightings)) weightings (each weight 0 to 2 in steps of 0.5, at least one not "
      + "0), where a weighting that counts one criterion alone ties everyone who scores alike on it; and over those "
      + "with each criterion's bands also moved one band either way (\(robustness.bandSettings) settings). "
      + "Dominated: another architecture scores at least as well on every criterion and better on one, so no "
      + "weighting ranks it above that one. Only architectures scored on every criterion are ranked."
  }

  static func range(_ range: ClosedRange<Int>) -> String {
    range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound)–\(range.upperBound)"
  }

  static func scoring(_ data: ReportData) -> String {
    let card = data.scorecard
    let architectures = data.architectures
    var out = [
      "# How archbench scores architectures", "",
      "Each criterion reads one measured quantity per architecture, its evidence, and maps it to 1–5 by four fixed "
        + "edges. The edges are constants of archbench (`Criterion.bands`), not taken from the samples: adding, "
        + "removing or changing one sample never changes another's score. No quantity enters two criteria. The "
        + "total is the weighted sum of the measured scores. An evidence value on an edge takes the better score.", "",
    ]
    out += Table.markdownHeader(["Criterion", "Evidence", "5", "4", "3", "2", "1", "Weight"], rightAlignedFrom: 2)
    let weights = card?.weights ?? .defaults
    for criterion in Criterion.allCases {
      out.append(
        Table.markdownRow(
          [criterion.title, criterion.formula] + bandCells(criterion)
            + [Formatting.decimal(weights.weight(of: criterion), places: 2)]))
    }
    out += ["", "## Why this evidence, and why these bands", ""]
    for criterion in Criterion.allCases {
      out.append("- **\(criterion.title).** \(criterion.rationale) Bands: \(criterion.bandsReason)")
    }
    out += [
      "",
      "The weights are embedded defaults; `archbench report --weights FILE` reads a JSON object with any of the keys "
        + "`responsibilities`, `testability`, `easeOfUse`, `maintainability`, `performance`. README's Robustness "
        + "table shows how the ranking moves over a grid of weights and with every band moved one band either way.",
      "",
      "S2's opinion scores (Cocoa MVC, MVP, MVVM, VIPER) are its Table 1, set beside the UIKit-style samples of the "
        + "same patterns (MVC, MVP, MVVM (UIKit), VIPER), since S2's apps are UIKit-style; a measured score 2 or more "
        + "points from the published one is a disagreement, shown with the figure that drives it.",
      "",
    ]
    if let card {
      out += ["## Evidence values", ""]
      out += Table.markdownHeader(["Criterion"] + architectures.map { Escaping.markdown($0.name) })
      for r in card.rows {
        out.append(
          Table.markdownRow(
            [r.criterion.title]
              + architectures.map { a in r.evidence[a.id].map { r.criterion.describe($0) } ?? Formatting.missing }))
      }
      out.append("")
    }
    out += ReportMarkdownRenderer.responsibilityParts(data)
    return out.joined(separator: "\n")
  }

  /// The five bands of a criterion as table cells, best first: `≤ ×1.10`, `×1.10–×1.25` …
  static func bandCells(_ criterion: Criterion) -> [String] {
    let bands = criterion.bands
    let e = bands.edges.map(criterion.describeEdge)
    return bands.higherIsBetter
      ? ["≥ \(e[3])", "\(e[2])–\(e[3])", "\(e[1])–\(e[2])", "\(e[0])–\(e[1])", "< \(e[0])"]
      : ["≤ \(e[0])", "\(e[0])–\(e[1])", "\(e[1])–\(e[2])", "\(e[2])–\(e[3])", "> \(e[3])"]
  }
}

extension Criterion {
  /// An edge as SCORING.md's band columns show it, without the unit words.
  func describeEdge(_ value: Double) -> String {
    switch self {
    case .responsibilities: Formatting.decimal(value, places: value == value.rounded() ? 0 : 3)
    case .testability: Formatting.decimal(value, places: 1)
    case .easeOfUse: Formatting.integer(Int(value.rounded(.down)))
    case .maintainability: Formatting.decimal(value, places: 0)
    case .performance: "×" + Formatting.decimal(value, places: 2)
    }
  }
}
