import Foundation
import Support

/// A rule that reads the measured data and makes one ``Finding`` when its condition holds.
///
/// Each rule is a few lines of code a reader can check against its statement; the thresholds
/// it uses are the scorecard's own bands where one exists, so that a statement and a score
/// never draw the line in two places.
///
/// ```swift
/// FindingRule.sizeSpread.make(FindingRule.Context(data))?.text
/// ```
public struct FindingRule: Sendable {
  /// What every rule reads: the data, the scorecard at the embedded weights, and its robustness.
  public struct Context: Sendable {
    public var data: ReportData
    public var card: Scorecard
    public var robustness: Robustness

    public init(_ data: ReportData) {
      self.data = data
      // Scored afresh: a metrics.json written before the bands were anchored carries scores of another rule.
      card = Scorecard(data: data, weights: data.scorecard?.weights ?? .defaults)
      robustness = Robustness(data: data)
    }

    func metrics(_ id: String) -> ArchitectureMetrics? { data.architectures.first { $0.id == id } }

    func name(_ id: String) -> String { Escaping.markdown(metrics(id)?.name ?? id) }

    /// `A`, `A and B`, `A, B and C`.
    func names(_ ids: [String]) -> String { FindingRule.list(ids.map(name)) }
  }

  public var id: String
  public var make: @Sendable (Context) -> Finding?

  /// The rules, in the order the section lists their findings.
  public static let all: [FindingRule] = [
    sizeSpread, sameArchitectureTwoToolkits, changeSpread, performanceCost, testabilitySplit, topRank, dominated,
    opinion, s1Lines, conformance,
  ]

  static func ratio(_ value: Double) -> String { "×" + Formatting.decimal(value, places: 2) }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}

extension FindingRule {
  /// The samples with at least ×1.5 the smallest sample's production code lines.
  static let sizeSpread = FindingRule(id: "size.spread") { context in
    let sized = context.data.architectures.map { ($0.id, Double($0.production.codeLines)) }
    guard let smallest = sized.min(by: { $0.1 < $1.1 }), smallest.1 > 0 else { return nil }
    let large = sized.filter { $0.1 >= 1.5 * smallest.1 }.sorted { $0.1 < $1.1 }
    guard let low = large.first, let high = large.last else { return nil }
    let range =
      low.0 == high.0 ? ratio(low.1 / smallest.1) : "\(ratio(low.1 / smallest.1))–\(ratio(high.1 / smallest.1))"
    let verb = large.count == 1 ? "needs" : "need"
    return Finding(
      rule: "size.spread",
      text:
        "\(context.names(large.map(\.0))) \(verb) \(range) the production code lines of \(context.name(smallest.0)), "
        + "the smallest sample, for the same specified app.",
      figures: large.map { Finding.Figure("\($0.0) ÷ \(smallest.0), production code lines", $0.1 / smallest.1) },
      table: "#size-items-and-lines", confidence: .count)
  }

  /// One pattern on both toolkits: what the toolkit alone moves, beside what the architectures move.
  static let sameArchitectureTwoToolkits = FindingRule(id: "toolkit.size") { context in
    guard let pair = TwoToolkitsRenderer.pairs.first, let swiftUI = context.metrics(pair.swiftUI),
      let uiKit = context.metrics(pair.uiKit), swiftUI.production.codeLines > 0
    else { return nil }
    let toolkit = Double(uiKit.production.codeLines) / Double(swiftUI.production.codeLines)
    guard toolkit >= 1.15 || toolkit <= 1 / 1.15 else { return nil }
    return Finding(
      rule: "toolkit.size",
      text: "The toolkit alone moves size: the same MVVM takes \(ratio(toolkit)) the production code lines on "
        + "HeadlessUIKit as on HeadlessSwiftUI (\(uiKit.production.codeLines) against \(swiftUI.production.codeLines)), "
        + "so sizes compare like with like only within one toolkit.",
      figures: [Finding.Figure("\(pair.uiKit) ÷ \(pair.swiftUI), production code lines", toolkit)],
      table: "#same-architecture-two-toolkits", confidence: .count)
  }

  /// How far one change spreads: the fewest and the most files a reference solution touches.
  static let changeSpread = FindingRule(id: "change.spread") { context in
    let spread = context.data.architectures.compactMap { a in a.changeCost.map { (a.id, $0.source.meanFilesTouched) } }
    guard let few = spread.min(by: { $0.1 < $1.1 }), let many = spread.max(by: { $0.1 < $1.1 }),
      few.1 > 0, many.1 >= 1.5 * few.1
    else { return nil }
    return Finding(
      rule: "change.spread",
      text: "One feature touches \(Formatting.decimal(few.1, places: 2)) source files in \(context.name(few.0)) on "
        + "average and \(Formatting.decimal(many.1, places: 2)) in \(context.name(many.0)) "
        + "(\(ratio(many.1 / few.1))), over the teaching exercises' reference solutions.",
      figures: [
        Finding.Figure("\(few.0) files touched per change", few.1),
        Finding.Figure("\(many.0) files touched per change", many.1),
      ],
      table: "#extensibility-the-cost-of-a-change", confidence: .count)
  }

  /// The samples past the first Performance band: more than ×1.10 their toolkit's reference per dispatch.
  static let performanceCost = FindingRule(id: "performance.cost") { context in
    let edge = Criterion.performance.bands.edges[1]
    let ratios = context.data.architectures.compactMap { a in a.instructionRatioGeometricMean.map { (a.id, $0) } }
    let costly = ratios.filter { $0.1 > edge }.sorted { $0.1 < $1.1 }
    guard !costly.isEmpty, costly.count < ratios.count,
      let rest = ratios.filter({ $0.1 <= edge }).map(\.1).max()
    else { return nil }
    let only =
      costly.count == 1
      ? "Only \(context.name(costly[0].0)) costs more than \(ratio(edge)) its"
      : "Only \(context.names(costly.map(\.0))) cost more than \(ratio(edge)) their"
    // The statement is as firm as the smallest margin over the edge, against what one idiom moves that sample.
    let margin = costly.map { $0.1 - edge }.min()!
    let moved = idiomMove(context.data, architectures: costly.map(\.0))
    let confidence: Finding.Confidence =
      moved.map { $0.move >= margin ? .withinIdiom($0.title) : .beyondIdioms } ?? .count
    return Finding(
      rule: "performance.cost",
      text: "\(only) toolkit's no-architecture reference in instructions per dispatch "
        + "(\(costly.map { ratio($0.1) }.joined(separator: ", "))); the other \(ratios.count - costly.count) stay "
        + "within \(ratio(rest)).",
      figures: costly.map { Finding.Figure("\($0.0) instructions ×ref", $0.1) } + [
        Finding.Figure("the others' highest ×ref", rest)
      ],
      table: "#instructions-per-dispatch-deterministic", confidence: confidence)
  }

  /// The largest change in ×ref one measured idiom makes on any step of the given samples.
  static func idiomMove(_ data: ReportData, architectures: [String]) -> (title: String, move: Double)? {
    var best: (title: String, move: Double)?
    for measured in data.idioms?.idioms ?? [] {
      for row in measured.rows where architectures.contains(row.subject) {
        guard let before = row.committed.ratioToReference, let after = row.other.ratioToReference else { continue }
        if abs(after - before) > (best?.move ?? -1) { best = (measured.idiom.title, abs(after - before)) }
      }
    }
    return best
  }

  /// Unit coverage against the share of types free of the UI platform: which of the two separates the samples.
  static let testabilitySplit = FindingRule(id: "testability.split") { context in
    let figures = context.data.architectures.compactMap { a -> (String, Double, Double)? in
      guard let unit = a.coverage?.unitLinePercent, let free = a.coverage?.platformFreeShare else { return nil }
      return (a.id, unit, free * 100)
    }
    guard figures.count >= 2 else { return nil }
    let units = figures.map(\.1)
    let frees = figures.map(\.2)
    let unitSpread = units.max()! - units.min()!
    let freeSpread = frees.max()! - frees.min()!
    guard unitSpread < 10, freeSpread >= 3 * max(unitSpread, 1) else { return nil }
    let lowest = figures.min { $0.2 < $1.2 }!
    let highest = figures.max { $0.2 < $1.2 }!
    return Finding(
      rule: "testability.split",
      text: "Every sample's own unit tests cover \(Formatting.percent(units.min()))–\(Formatting.percent(units.max())) "
        + "of its lines, so coverage hardly separates them; the share of types free of the UI platform does, from "
        + "\(Formatting.percent(lowest.2)) (\(context.name(lowest.0))) to \(Formatting.percent(highest.2)) "
        + "(\(context.name(highest.0))).",
      figures: [
        Finding.Figure("unit line coverage spread, points", unitSpread),
        Finding.Figure("platform-free share spread, points", freeSpread),
      ],
      table: "#coverage-and-testability", confidence: .count)
  }

  /// Which architectures can rank first, and whether one does under every weighting.
  static let topRank = FindingRule(id: "rank.top") { context in
    let ranks = context.robustness.ranks
    guard !ranks.isEmpty else { return nil }
    // Weightings that count every criterion: one that counts a single criterion ties everyone who
    // scores alike on it, which says little about who leads.
    let always = ranks.filter { $0.value.everyCriterionCounted == 1...1 }.keys.sorted()
    if let only = always.first, always.count == 1 {
      return Finding(
        rule: "rank.top",
        text: "\(context.name(only)) ranks first under every weighting that counts every criterion (each weight "
          + "0.5–2).",
        figures: [Finding.Figure("\(only) worst rank, every criterion counted", 1)], table: "#robustness",
        confidence: .everyWeighting)
    }
    let first = ranks.filter { $0.value.everyCriterionCounted.lowerBound == 1 }.keys.sorted { a, b in
      (ranks[a]!.atDefaults, a) < (ranks[b]!.atDefaults, b)
    }
    guard let leader = first.first else { return nil }
    let span = { (id: String) in ScorecardRenderer.range(ranks[id]!.everyCriterionCounted) }
    let others = first.dropFirst().map { "\(context.name($0)) (\(span($0)))" }
    return Finding(
      rule: "rank.top",
      text: "Counting every criterion (each weight 0.5–2), no architecture ranks first under every weighting. "
        + "\(context.name(leader)) leads at the embedded weights and ranks \(span(leader)) over them"
        + (others.isEmpty ? "." : "; \(Self.list(others)) also rank first under some."),
      figures: first.map {
        Finding.Figure("\($0) worst rank, every criterion counted", Double(ranks[$0]!.everyCriterionCounted.upperBound))
      },
      table: "#robustness", confidence: .dependsOnWeights)
  }

  /// Architectures another beats or equals on every criterion.
  static let dominated = FindingRule(id: "rank.dominated") { context in
    let dominated = context.robustness.dominated
    guard !dominated.isEmpty else { return nil }
    let order = context.data.architectures.map(\.id)
    let parts = order.compactMap { id in dominated[id].map { "\(context.name(id)) by \(context.names($0))" } }
    return Finding(
      rule: "rank.dominated",
      text: "Dominated on every criterion, so no weighting ranks them above the ones that dominate them: "
        + parts.joined(separator: "; ") + ".",
      figures: order.compactMap { id in dominated[id].map { Finding.Figure("\(id) dominated by", Double($0.count)) } },
      table: "#robustness", confidence: .everyWeighting)
  }

  /// Where the measurement and S2's opinion part by 2 points or more.
  static let opinion = FindingRule(id: "opinion.disagreements") { context in
    let disagreements = Disagreement.all(in: context.card)
    let compared = PublishedOpinion.architectures.reduce(0) { sum, id in
      sum
        + context.card.rows.filter {
          $0.scores[id] != nil && PublishedOpinion.score($0.criterion, architecture: id) != nil
        }.count
    }
    guard compared > 0 else { return nil }
    let examples = disagreements.prefix(3).map { d in
      "\(d.criterion.title) of \(context.name(d.sample)), \(d.measured) against \(d.published)"
    }
    let text =
      disagreements.isEmpty
      ? "The measurement agrees with S2's opinion within 1 point on all \(compared) scores it can set beside it."
      : "The measurement and S2's opinion part by 2 points or more on \(disagreements.count) of \(compared) scores "
        + "(\(examples.joined(separator: "; "))\(disagreements.count > 3 ? "; …" : "")), each explained beside the scorecard."
    // Weights do not enter a disagreement; the bands do, so the statement is as firm as its count
    // under each criterion's bands moved one band either way.
    let stable = Criterion.allCases.allSatisfy { criterion in
      [-1, 1].allSatisfy { shift in
        let moved = Scorecard(data: context.data, weights: .defaults, shifts: [criterion: shift])
        return Disagreement.all(in: moved).count == disagreements.count
      }
    }
    return Finding(
      rule: "opinion.disagreements", text: text,
      figures: [
        Finding.Figure("disagreements", Double(disagreements.count)),
        Finding.Figure("scores compared", Double(compared)),
      ],
      table: "#scorecard", confidence: stable ? .everyWeighting : .dependsOnBands)
  }

  /// S1's Redux ÷ MVVM in lines, measured on the samples built on the same toolkit as S1's apps.
  static let s1Lines = FindingRule(id: "s1.lines") { context in
    guard let mvvm = context.metrics("mvvm"), let redux = context.metrics("redux"), mvvm.production.codeLines > 0
    else { return nil }
    let measured = Double(redux.production.codeLines) / Double(mvvm.production.codeLines)
    return Finding(
      rule: "s1.lines",
      text: "Redux takes \(ratio(measured)) MVVM's production code lines on the same toolkit; S1 counted ×1.61 in "
        + "lines (and \"almost twice\" in its summary), in a counting it does not define.",
      figures: [Finding.Figure("redux ÷ mvvm, production code lines", measured)],
      table: "#published-figures-and-ours", confidence: .count)
  }

  /// Whether every sample passes every scenario of the shared suite: the ground for comparing them at all.
  static let conformance = FindingRule(id: "conformance.all") { context in
    guard let matrix = context.data.conformance, !matrix.architectures.isEmpty else { return nil }
    let total = matrix.scenarios.count
    guard matrix.architectures.allSatisfy({ matrix.passed(by: $0) == total }) else { return nil }
    return Finding(
      rule: "conformance.all",
      text: "All \(matrix.architectures.count) samples pass all \(total) scenarios of the shared UI suite: they are "
        + "the same app, so what differs between them is how it is built.",
      figures: [
        Finding.Figure("scenarios", Double(total)), Finding.Figure("samples", Double(matrix.architectures.count)),
      ],
      table: "#conformance-matrix", confidence: .count)
  }
}
