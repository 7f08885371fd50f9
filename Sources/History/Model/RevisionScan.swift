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

  /// The issues of `scans`, in order; when there are several, each path starts with its
  /// revision (`MVP:Sources/Bad.swift`), so that the same file at two revisions can be told apart.
  ///
  /// ```swift
  /// RevisionScan.issues(of: [mvc, mvp]).map(\.path)  // ["MVP:Sources/Bad.swift"]
  /// ```
  public static func issues(of scans: [RevisionScan]) -> [ScanIssue] {
    scans.flatMap { scan in
      scan.report.issues.map { issue in
        var issue = issue
        if scans.count > 1 { issue.path = "\(scan.revision):\(issue.path)" }
        return issue
      }
    }
  }
}
