import CodeMetrics
import Git

/// `archbench compare`: each group's figures at two revisions, and what the diff between
/// them touched.
///
/// ```swift
/// let comparison = try ComparisonCollector(measurer: measurer).compare("main~5", "main")
/// ```
public struct ComparisonCollector {
  public let measurer: BlobMeasurer

  public init(measurer: BlobMeasurer) {
    self.measurer = measurer
  }

  /// Compares `old` with `new`. Without `groups`, the default groups of either side.
  public func compare(
    _ old: String, _ new: String, groups chosen: [ArchitectureGroup]? = nil
  ) throws(GitError)
    -> RevisionComparison
  {
    let repository = measurer.repository
    let oldCommit = try repository.commit(old)
    let newCommit = try repository.commit(new)
    var groups = chosen ?? []
    if chosen == nil {
      for group in try ArchitectureGroup.defaults(in: repository, at: oldCommit)
        + ArchitectureGroup.defaults(in: repository, at: newCommit) where !groups.contains(group)
      {
        groups.append(group)
      }
      groups.sort { $0.name < $1.name }
    }
    let measuring = GroupMeasurer(measurer: measurer)
    let before = try measuring.figures(of: groups, at: oldCommit)
    let after = try measuring.figures(of: groups, at: newCommit)
    if chosen != nil, let index = groups.indices.first(where: { before[$0] == nil && after[$0] == nil }) {
      throw .pathNotFound(groups[index].path, searched: "'\(old)' or '\(new)'")
    }
    let changes = try repository.diff(from: oldCommit, to: newCommit).filter {
      $0.path.hasSuffix(".swift") || ($0.oldPath?.hasSuffix(".swift") ?? false)
    }
    let rows = groups.enumerated().map { index, group in
      // A file moved between groups counts in both.
      let touched = changes.filter { group.contains($0.path) || ($0.oldPath.map(group.contains) ?? false) }
      return RevisionComparison.Group(
        name: group.name, before: before[index], after: after[index], filesTouched: touched.count,
        linesAdded: touched.reduce(0) { $0 + $1.linesAdded }, linesRemoved: touched.reduce(0) { $0 + $1.linesRemoved },
        filesRenamed: touched.filter { $0.status == .renamed }.count)
    }
    return RevisionComparison(
      old: .init(revision: old, commit: oldCommit.id), new: .init(revision: new, commit: newCommit.id), groups: rows)
  }
}
