import Foundation

/// Every file of `Reports/`, rendered from one `ReportData`, and written in one go.
///
/// Deterministic files: `README.md`, `SCORING.md`, `metrics.json`, `metrics.csv`,
/// `index.html`. `provenance.json` holds what changes every run (date, commit, machine).
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
    self.data = data
    self.provenance = provenance
  }

  /// File name → contents, in a fixed order.
  public func render() throws -> [(name: String, contents: Data)] {
    [
      ("README.md", Data(MarkdownOutput.readme(data).utf8)),
      ("SCORING.md", Data(MarkdownOutput.scoring(data.scorecard).utf8)),
      ("metrics.json", try JSONOutput.data(data)),
      ("metrics.csv", Data(CSVOutput.render(data).utf8)),
      ("index.html", Data(HTMLOutput.render(data).utf8)),
      ("provenance.json", try JSONOutput.data(provenance)),
    ]
  }

  /// Renders and replaces `directory` atomically; `afterEachFile` lets tests fail midway.
  public func write(to directory: URL, afterEachFile: (String) throws -> Void = { _ in }) throws {
    try ReportWriter(directory: directory).replace { staging in
      for file in try render() {
        try file.contents.write(to: staging.appendingPathComponent(file.name))
        try afterEachFile(file.name)
      }
    }
  }
}
