import Support

/// `archbench hotspots` as a table, Markdown, JSON or CSV.
///
/// ```
/// Hotspots in Sources at HEAD (3b18e51), since 2026-11-01: 42 commits walked, 2 merges skipped, 38 changed Swift files
/// Rank  File                 Commits  +Lines  -Lines  Churn  Code  Cyclomatic  Cognitive  Score
///    1  Sources/App/Store.swift    12     310      95    405   180          41         37    492
/// ```
public enum HotspotRenderer {
  /// The formats of an analysis: an aligned table, Markdown, JSON, or one CSV of both lists.
  public enum Format: String, RendererFormat { case text, markdown, json, csv }

  /// `analysis` in `format`.
  public static func render(_ analysis: HotspotAnalysis, as format: Format) -> String {
    switch format {
    case .text: text(analysis)
    case .markdown: markdown(analysis)
    case .json: JSON.text(analysis)
    case .csv: csv(analysis)
    }
  }

  static let hotspotHeader = [
    "Rank", "File", "Commits", "+Lines", "-Lines", "Churn", "Code", "Cyclomatic", "Cognitive", "Score",
  ]
  static let couplingHeader = ["File A", "File B", "Shared", "Commits A", "Commits B", "Support", "A→B", "B→A"]

  public static func text(_ analysis: HotspotAnalysis) -> String {
    var text = summary(analysis, escape: Escaping.terminal) + "\n"
    if analysis.hotspots.isEmpty {
      text += "No Swift file there changed in the commits walked.\n"
    } else {
      text += Table(
        header: hotspotHeader, rows: hotspotRows(analysis, escape: Escaping.terminal), alignments: alignments
      )
      .text()
    }
    text += "\n" + couplingSummary(analysis) + "\n"
    if !analysis.coupling.isEmpty {
      text += Table(header: couplingHeader, rows: couplingRows(analysis, escape: Escaping.terminal)).text()
    }
    return text
  }

  public static func markdown(_ analysis: HotspotAnalysis) -> String {
    var text = "## Hotspots\n\n" + summary(analysis, escape: Escaping.markdown) + "\n\n"
    if analysis.hotspots.isEmpty {
      text += "No Swift file there changed in the commits walked.\n"
    } else {
      text += Table(
        header: hotspotHeader, rows: hotspotRows(analysis, escape: Escaping.markdown),
        alignments: alignments
      ).markdown()
    }
    text += "\n## Temporal coupling\n\n" + couplingSummary(analysis) + "\n"
    if !analysis.coupling.isEmpty {
      text +=
        "\n"
        + Table(
          header: couplingHeader, rows: couplingRows(analysis, escape: Escaping.markdown),
          alignments: [.left, .left] + Array(repeating: .right, count: 6)
        ).markdown()
    }
    return text
  }

  /// One document for both lists, told apart by the `analysis` column (`hotspot` or
  /// `coupling`); a row leaves the other list's columns empty, so a spreadsheet filters on it.
  public static func csv(_ analysis: HotspotAnalysis) -> String {
    let header = [
      "analysis", "rank", "file", "coupled_file", "commits", "lines_added", "lines_removed", "churn", "code",
      "cyclomatic", "cognitive", "score", "shared", "coupled_commits", "support", "confidence", "coupled_confidence",
    ]
    var rows = analysis.hotspots.enumerated().map { index, hotspot in
      ["hotspot", String(index + 1), hotspot.path, ""]
        + [
          hotspot.commits, hotspot.linesAdded, hotspot.linesRemoved, hotspot.churn, hotspot.code, hotspot.cyclomatic,
          hotspot.cognitive, hotspot.score,
        ].map(String.init) + ["", "", "", "", ""]
    }
    rows += analysis.coupling.enumerated().map { index, pair in
      ["coupling", String(index + 1), pair.file, pair.coupledFile, String(pair.commits)]
        + Array(repeating: "", count: 7)
        + [String(pair.shared), String(pair.coupledCommits)]
        + [pair.support, pair.confidence, pair.coupledConfidence].map { Formatting.decimal($0, places: 4) }
    }
    return CSV.document(header: header, rows: rows)
  }

  // MARK: Parts

  private static let alignments: [Table.Alignment] = [.right, .left] + Array(repeating: .right, count: 8)

  /// What was analysed, in one line.
  static func summary(_ analysis: HotspotAnalysis, escape: (String) -> String) -> String {
    let place = analysis.path.isEmpty ? "the whole tree" : escape(analysis.path)
    let since = analysis.since.map { ", since \(escape($0))" } ?? ""
    return "Hotspots in \(place) at \(escape(analysis.revision)) (\(analysis.commit.short))\(since): "
      + "\(count(analysis.commitsWalked, "commit")) walked, \(count(analysis.mergesSkipped, "merge")) skipped, "
      + "\(analysis.commitsChangingFiles) with Swift changes; \(analysis.filesChanged) of "
      + "\(count(analysis.filesAtRevision, "file")) changed; score = commits × cyclomatic"
  }

  /// `1 commit`, `2 commits`.
  static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

  static func couplingSummary(_ analysis: HotspotAnalysis) -> String {
    let left = "\(analysis.largeChangesetsSkipped) changing more than \(analysis.maximumChangeset) Swift files left out"
    guard analysis.couplingCommits > 0 else { return "Temporal coupling: no commit to count (\(left))" }
    let pairs = analysis.coupling.isEmpty ? "no pair" : count(analysis.coupling.count, "pair")
    return "Temporal coupling: \(pairs) changed together in at least \(analysis.minimumShared) of "
      + "\(count(analysis.couplingCommits, "commit")) (\(left)); support = shared / \(analysis.couplingCommits), "
      + "A→B = shared / commits A"
  }

  static func hotspotRows(_ analysis: HotspotAnalysis, escape: (String) -> String) -> [[String]] {
    analysis.hotspots.enumerated().map { index, hotspot in
      [String(index + 1), escape(hotspot.path)]
        + [
          hotspot.commits, hotspot.linesAdded, hotspot.linesRemoved, hotspot.churn, hotspot.code, hotspot.cyclomatic,
          hotspot.cognitive, hotspot.score,
        ].map(String.init)
    }
  }

  static func couplingRows(_ analysis: HotspotAnalysis, escape: (String) -> String) -> [[String]] {
    analysis.coupling.map { pair in
      [
        escape(pair.file), escape(pair.coupledFile), String(pair.shared), String(pair.commits),
        String(pair.coupledCommits),
      ]
        + [pair.support, pair.confidence, pair.coupledConfidence].map { Formatting.percent(share: $0) }
    }
  }
}
