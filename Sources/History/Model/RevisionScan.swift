import CodeMetrics
import Git

/// A scan of one revision's tree: which commit the revision named, and the scan report.
///
/// ```swift
/// let scan = try RevisionScanner(repository: repository).scan("MVC", path: "")
/// scan.report.totals.lines.code
/// ```
public struct RevisionScan: Sendable, Codable {
  /// The revision as asked: a branch, tag or id.
  public var revision: String
  public var commit: ObjectID
  public var report: ScanReport

  public init(revision: String, commit: ObjectID, report: ScanReport) {
    self.revision = revision
    self.commit = commit
    self.report = report
  }
}
