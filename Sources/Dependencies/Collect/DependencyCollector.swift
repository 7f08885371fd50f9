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
  /// ```swift
  /// let found = try SourceDiscovery.discover(root: "/tmp/nio")
  /// let (report, graph) = DependencyCollector.scan(found, root: "/tmp/nio", scanOptions: ScanOptions())
  /// ```
  public static func scan(
    _ discovery: SourceDiscovery, root: String, scanOptions: ScanOptions, options: Options = Options()
  ) -> (report: ScanReport, graph: TypeGraph) {
    let (report, units) = CodeScanner.scan(discovery, root: root, options: scanOptions) {
      (file, bytes, tree) -> SourceFacts? in
      guard options.includesTests || file.group == .production else { return nil }
      guard let tree else {
        // Over the structure limit: the scan has said so, and the file stays out of the graph.
        guard StructureLimit.allows(size: bytes.count, limit: scanOptions.structureByteLimit) else { return nil }
        // Parsed for its facts alone, as `collect` does: a file the scan measures by its lines only.
        return facts(of: file, parsing: String(decoding: bytes, as: UTF8.self), root: root, options: options)
      }
      return SourceFacts(
        module: options.grouping.module(of: file, root: root), facts: FileFacts(tree: tree, path: file.path))
    }
    return (report, graph(of: units.compactMap { $0 }, discovery: discovery, options: options))
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
