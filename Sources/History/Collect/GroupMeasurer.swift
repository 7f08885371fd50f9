import CodeMetrics
import Git

/// Measures groups of a commit's tree: the shared step of history and compare.
struct GroupMeasurer {
  let measurer: BlobMeasurer

  /// Each group's figures at `commit`, or `nil` for a group the tree lacks.
  func figures(of groups: [ArchitectureGroup], at commit: Commit) throws(GitError) -> [GroupFigures?] {
    var result: [GroupFigures?] = []
    for group in groups {
      let files: [TreeFile]
      do {
        files = try measurer.repository.files(in: commit, under: group.path, matching: { $0.hasSuffix(".swift") })
      } catch .missingPath {
        result.append(nil)
        continue
      }
      let (metrics, _) = try measurer.measure(files, relativeTo: group.path)
      result.append(GroupFigures(name: group.name, files: metrics))
    }
    return result
  }
}
