/// The result of a scan: every file's metrics, totals, roles, fingerprint and issues.
///
/// Renderers in `Render/` turn it into a table, JSON (`SCHEMA.md`), CSV or Markdown.
public struct ScanReport: Sendable, Codable {
  /// How the set of files was chosen.
  public enum Discovery: String, Sendable, Codable {
    /// The root's `Package.swift`: only files of its targets.
    case package
    /// Every `.swift` file under the root folder.
    case folder
    /// The root is one file.
    case file
    /// Every `.swift` file under a path in a git revision's tree, read from its blobs.
    case revision
  }

  public var root: String
  public var discovery: Discovery
  /// Files in path order.
  public var files: [FileMetrics]
  public var issues: [ScanIssue]
  public var fingerprint: ArchitectureFingerprint

  public init(
    root: String, discovery: Discovery, files: [FileMetrics], issues: [ScanIssue],
    fingerprint: ArchitectureFingerprint
  ) {
    self.root = root
    self.discovery = discovery
    self.files = files
    self.issues = issues
    self.fingerprint = fingerprint
  }

  public var totals: Totals { Totals(files) }

  public func totals(of group: FileGroup) -> Totals { Totals(files.filter { $0.group == group }) }

  /// Per-role totals, production first, roles in declaration order, empty roles left out.
  public var roleTotals: [RoleTotals] {
    var result: [RoleTotals] = []
    for group in FileGroup.allCases {
      let inGroup = files.filter { $0.group == group }
      for role in ArchitectureRole.allCases {
        let files = inGroup.filter { $0.role == role }
        let typeCount = inGroup.reduce(0) { $0 + $1.types.filter { $0.role == role }.count }
        if files.isEmpty && typeCount == 0 { continue }
        result.append(RoleTotals(role: role, group: group, totals: Totals(files), typeCount: typeCount))
      }
    }
    return result
  }
}
