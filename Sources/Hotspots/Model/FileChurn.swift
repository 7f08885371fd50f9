/// How often and how much one file changed in the commits analysed.
///
/// ```swift
/// var churn = FileChurn(path: "Sources/App.swift")
/// churn.record(FileChange(status: .modified, path: "Sources/App.swift", linesAdded: 3, linesRemoved: 1))
/// churn.churn  // 4
/// ```
public struct FileChurn: Sendable, Hashable, Codable {
  /// The path at the revision analysed, which older names were renamed to.
  public var path: String
  /// The commits that changed the file (its revisions, in code-maat's terms).
  public var commits: Int
  public var linesAdded: Int
  public var linesRemoved: Int

  public init(path: String, commits: Int = 0, linesAdded: Int = 0, linesRemoved: Int = 0) {
    self.path = path
    self.commits = commits
    self.linesAdded = linesAdded
    self.linesRemoved = linesRemoved
  }

  /// Lines added plus lines removed: a modified line counts as one of each, as `git log --numstat` has it.
  public var churn: Int { linesAdded + linesRemoved }
}
