import CodeMetrics
import Git

/// `archbench scan --rev`: the scan of a revision's tree, read from blobs, without a
/// checkout.
///
/// Every `.swift` file under the path counts (a revision has no `swift package describe`
/// to ask), tests told apart by their folders and names as in a plain folder scan; a file
/// whose name is not UTF-8 is skipped with a warning, as the folder scan skips it.
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
    // A name that is not UTF-8 cannot be reported: skipped with a warning, as a folder scan skips it.
    let (metrics, issues) = try measurer.measure(files.filter(\.pathIsUTF8), relativeTo: root)
    let skipped = files.filter { !$0.pathIsUTF8 }.map { file in
      ScanIssue(
        path: file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path, severity: .warning,
        kind: .invalidName, message: "the name is not UTF-8, so it cannot be reported; skipped")
    }
    let sortedIssues = (issues + skipped).sorted { ($0.path, $0.kind.rawValue) < ($1.path, $1.kind.rawValue) }
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
