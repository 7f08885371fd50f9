import Foundation
import History
import LatencyModel
import Support

/// Every file of `Reports/`, rendered from one `ReportData`, and written in one go.
///
/// `README.md`, `SCORING.md`, `metrics.csv` and `index.html` change only when a measured
/// figure does; timing figures sit in their own sections there, and in full in `latency.md`
/// and `latency.csv`, the instruction counts beside them in `instructions.md` and
/// `instructions.csv`. `metrics.json` holds everything, with the run's provenance.
///
/// ```swift
/// try ReportFiles(data: data, provenance: provenance).write(to: reportsURL)
/// ```
public struct ReportFiles: Sendable {
  public var data: ReportData
  public var provenance: Provenance

  /// Computes the scorecard with `weights` into the data.
  public init(data: ReportData, provenance: Provenance, weights: Weights = .defaults) {
    var data = data
    data.scorecard = Scorecard(data: data, weights: weights)
    data.provenance = provenance
    self.data = data
    self.provenance = provenance
  }

  /// File name → contents, in a fixed order.
  public func render() throws -> [(name: String, contents: Data)] {
    var files: [(name: String, contents: Data)] = [
      ("README.md", Data(ReportMarkdownRenderer.readme(data).utf8)),
      ("SCORING.md", Data(ScorecardRenderer.scoring(data).utf8)),
      ("metrics.json", Data(try JSON.string(data).utf8)),
      ("metrics.csv", Data(ReportCSVRenderer.render(data).utf8)),
      ("coupling.csv", Data(ReportCSVRenderer.coupling(data).utf8)),
      ("role-references.csv", Data(ReportCSVRenderer.roleReferences(data).utf8)),
      ("published.csv", Data(PublishedRenderer.csv(data).utf8)),
      ("index.html", Data(ReportHTMLRenderer.render(data).utf8)),
    ]
    if let latency = data.latency {
      files += [
        ("latency.md", Data(LatencyMarkdownRenderer.render(latency).utf8)),
        ("latency.csv", Data(LatencyCSVRenderer.render(latency).utf8)),
      ]
    }
    if let counts = data.instructions {
      files += [
        ("instructions.md", Data(try LatencyReportRenderer.render(counts, as: .markdown).utf8)),
        ("instructions.csv", Data(try LatencyReportRenderer.render(counts, as: .csv).utf8)),
      ]
    }
    if let history = data.history { files.append(("history.csv", Data(HistoryRenderer.csv(history).utf8))) }
    if let extensibility = ReportCSVRenderer.extensibility(data) {
      files.append(("extensibility.csv", Data(extensibility.utf8)))
    }
    if let idioms = IdiomRenderer.csv(data) { files.append(("idioms.csv", Data(idioms.utf8))) }
    return files
  }

  /// The files of a phase this report did not run, which the previous report's copies stand in for.
  var skippedPhaseFiles: [String] {
    (data.latency == nil ? ["latency.md", "latency.csv"] : [])
      + (data.instructions == nil ? ["instructions.md", "instructions.csv"] : [])
      + (data.history == nil ? ["history.csv"] : [])
      + (data.extensibility == nil ? ["extensibility.csv"] : [])
      + (data.idioms == nil ? ["idioms.csv"] : [])
  }

  /// Renders and replaces `directory` atomically; `afterEachFile` lets tests fail midway.
  ///
  /// A skipped phase keeps its files from the previous report rather than deleting them.
  /// - Returns: the names of the files kept that way.
  @discardableResult
  public func write(to directory: URL, afterEachFile: (String) throws -> Void = { _ in }) throws -> [String] {
    try ReportWriter(directory: directory).replace(keeping: skippedPhaseFiles) { staging in
      for file in try render() {
        try file.contents.write(to: staging.appendingPathComponent(file.name))
        try afterEachFile(file.name)
      }
    }
  }
}
