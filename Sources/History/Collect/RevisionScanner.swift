import CodeMetrics
import Git

/// `archbench scan --rev`: the scan of a revision's tree, read from blobs, without a
/// checkout.
///
/// Every `.swift` file under the path counts (a revision has no `swift package describe`
/// to ask), tests told apart by their folders and names as in a plain folder scan.
///
/// ```swift
/// let scanner = RevisionScanner(measurer: BlobMeasurer(repository: repository, options: ScanOptions(), cache: cache))
/// let scans = try ["MVC", "MVP"].map { try scanner.scan($0, path: "") }
/// ```
public struct RevisionScanner {
  public let measurer: BlobMeasurer

  public init(measurer: BlobMeasurer) {
    self.measurer = measurer
  }

  /// Scans `path` (a folder or file from the repository's root; `""` for the whole tree)
  /// at `revision`, keeping the files whose relative paths pass `include` and `exclude`.
  public func scan(
    _ revision: String, path: String, include: [GlobPattern] = [], exclude: [GlobPattern] = []
  ) throws(GitError) -> RevisionScan {
    let repository = measurer.repository
    let commit = try repository.commit(revision)
    let root = ArchitectureGroup(path: path).path
    let prefix = root.isEmpty ? "" : root + "/"
    let files = try repository.files(in: commit, under: root, matching: { $0.hasSuffix(".swift") }).filter { file in
      let relative = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
      return (include.isEmpty || include.contains { $0.matches(relative) })
        && !exclude.contains { $0.matches(relative) }
    }
    let (metrics, issues) = try measurer.measure(files, relativeTo: root)
    let sortedIssues = issues.sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
    let report = ScanReport(
      root: root.isEmpty ? revision : "\(revision):\(root)", discovery: .revision, files: metrics,
      issues: sortedIssues, fingerprint: ArchitectureFingerprint(files: metrics))
    return RevisionScan(revision: revision, commit: commit.id, report: report)
  }

  /// Scans `path` at each of `revisions`, in their order: `archbench scan --rev MVC,MVP`.
  /// Stops at the first revision that cannot be read.
  public func scan(
    _ revisions: [String], path: String, include: [GlobPattern] = [], exclude: [GlobPattern] = []
  ) throws(GitError) -> [RevisionScan] {
    try revisions.map { revision throws(GitError) in
      try scan(revision, path: path, include: include, exclude: exclude)
    }
  }
}
