import CodeMetrics
import Rules

/// Reads discovered files in parallel (``CodeMetrics/Workers``), collects each one's facts with
/// swift-syntax and builds the ``TypeGraph``.
///
/// Test files are left out unless asked for: tests depend on everything they test, which would
/// make every production module look stable. A file that cannot be read is an issue, as in a
/// scan, and so is a file over the ``CodeMetrics/StructureLimit``, which is not read; the graph
/// is built from the rest.
///
/// ```swift
/// let found = try SourceDiscovery.discover(root: "/tmp/nio")
/// let (graph, issues) = DependencyCollector.collect(found, root: "/tmp/nio")
/// CouplingReport(graph: graph).modules.first?.instability
/// ```
public enum DependencyCollector {
  public struct Options: Sendable {
    public var grouping: ModuleGrouping
    public var includesTests: Bool
    public var roles: RoleClassifier

    public init(grouping: ModuleGrouping = .targets, includesTests: Bool = false, roles: RoleClassifier = .init()) {
      self.grouping = grouping
      self.includesTests = includesTests
      self.roles = roles
    }
  }

  public static func collect(
    _ discovery: SourceDiscovery, root: String, options: Options = Options()
  ) -> (graph: TypeGraph, issues: [ScanIssue]) {
    let files = discovery.files.filter { options.includesTests || $0.group == .production }
    let slots = Slots<(SourceFacts?, ScanIssue?)>(count: files.count, initial: (nil, nil))
    Workers.forEach(files.count) { index in
      let file = files[index]
      let (bytes, issue) = StructureLimit.read(file)
      guard let bytes else {
        slots[index] = (nil, issue)
        return
      }
      slots[index] = (
        facts(of: file, parsing: String(decoding: bytes, as: UTF8.self), root: root, options: options), nil
      )
    }
    var units: [SourceFacts] = []
    var issues = discovery.issues
    for (unit, issue) in slots.values {
      if let unit { units.append(unit) }
      if let issue { issues.append(issue) }
    }
    return (graph(of: units, discovery: discovery, options: options), issues)
  }

  /// Scans the files and collects their facts in the same pass, each file read and parsed
  /// once: `archbench scan --coupling`. The scan's issues are the only ones; a file it could
  /// not read is left out of the graph.
  ///
  /// - Parameter folder: collect the facts of the files under this folder of `root` only,
  ///   named and grouped into modules as a ``collect(_:root:options:)`` of that folder would
  ///   (the report's design figures of a sample's `Sources/`, beside the scan of the whole sample).
  ///
  /// ```swift
  /// let found = try SourceDiscovery.discover(root: "/tmp/nio")
  /// let (report, graph) = DependencyCollector.scan(found, root: "/tmp/nio", scanOptions: ScanOptions())
  /// ```
  public static func scan(
    _ discovery: SourceDiscovery, root: String, scanOptions: ScanOptions, options: Options = Options(),
    under folder: String? = nil
  ) -> (report: ScanReport, graph: TypeGraph) {
    let (report, graph, _) = scanKeepingFacts(
      discovery, root: root, scanOptions: scanOptions, options: options, under: folder)
    return (report, graph)
  }

  /// Scans as ``scan(_:root:scanOptions:options:under:)`` does, and keeps each file's facts by
  /// its absolute path: for another reader of the same trees, such as `check --scan`'s rules.
  ///
  /// ```swift
  /// let (report, graph, facts) = DependencyCollector.scanKeepingFacts(found, root: "/tmp/app", scanOptions: ScanOptions())
  /// facts["/tmp/app/Sources/App/A.swift"]?.facts.declarations
  /// ```
  public static func scanKeepingFacts(
    _ discovery: SourceDiscovery, root: String, scanOptions: ScanOptions, options: Options = Options(),
    under folder: String? = nil
  ) -> (report: ScanReport, graph: TypeGraph, facts: [String: SourceFacts]) {
    let moduleRoot = folder.map { root + "/" + $0 } ?? root
    let (report, units) = CodeScanner.scan(discovery, root: root, options: scanOptions) {
      (file, bytes, tree) -> SourceFacts? in
      guard let file = rebased(file, under: folder) else { return nil }
      guard options.includesTests || file.group == .production else { return nil }
      guard let tree else {
        // Over the structure limit: the scan has said so, and the file stays out of the graph.
        guard StructureLimit.allows(size: bytes.count, limit: scanOptions.structureByteLimit) else { return nil }
        // Parsed for its facts alone, as `collect` does: a file the scan measures by its lines only.
        return facts(of: file, parsing: String(decoding: bytes, as: UTF8.self), root: moduleRoot, options: options)
      }
      return SourceFacts(
        module: options.grouping.module(of: file, root: moduleRoot), facts: FileFacts(tree: tree, path: file.path))
    }
    let kept = units.compactMap { $0 }
    var byPath: [String: SourceFacts] = [:]
    for (file, unit) in zip(discovery.files, units) {
      if let unit { byPath[file.absolutePath] = unit }
    }
    return (report, graph(of: kept, discovery: discovery, options: options), byPath)
  }

  /// `file` as a discovery of `folder` (a folder of the scanned root) would have found it:
  /// its path relative to the folder and its group by that path; `nil` outside the folder.
  private static func rebased(_ file: SourceFile, under folder: String?) -> SourceFile? {
    guard let folder else { return file }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard file.path.hasPrefix(prefix) else { return nil }
    let path = String(file.path.dropFirst(prefix.count))
    var rebased = file
    rebased.path = path
    rebased.group = SourceDiscovery.group(ofPath: path)
    return rebased
  }

  private static func facts(of file: SourceFile, parsing text: String, root: String, options: Options) -> SourceFacts {
    SourceFacts(module: options.grouping.module(of: file, root: root), facts: FileFacts(parsing: text, path: file.path))
  }

  private static func graph(of units: [SourceFacts], discovery: SourceDiscovery, options: Options) -> TypeGraph {
    // Imports name targets; folders are no modules to the compiler, so there they say nothing.
    let usesImports = options.grouping == .targets && discovery.discovery == .package
    return TypeGraph(units: units, usesImports: usesImports, roles: options.roles)
  }
}
