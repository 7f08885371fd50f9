import CodeMetrics
import Dispatch
import Foundation
import Rules

/// Reads discovered files in parallel, collects each one's facts with swift-syntax and builds
/// the ``TypeGraph``.
///
/// Test files are left out unless asked for: tests depend on everything they test, which would
/// make every production module look stable. A file that cannot be read is an issue, as in a
/// scan; the graph is built from the rest.
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
    let slots = Slots<SourceFacts?>(count: files.count, initial: nil)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index]
      guard let data = FileManager.default.contents(atPath: file.absolutePath) else { return }
      let facts = FileFacts(parsing: String(decoding: data, as: UTF8.self), path: file.path)
      slots[index] = SourceFacts(module: options.grouping.module(of: file, root: root), facts: facts)
    }
    var units: [SourceFacts] = []
    var issues = discovery.issues
    for (file, unit) in zip(files, slots.values) {
      if let unit {
        units.append(unit)
      } else {
        issues.append(ScanIssue(path: file.path, severity: .error, kind: .unreadable, message: "cannot be read"))
      }
    }
    // Imports name targets; folders are no modules to the compiler, so there they say nothing.
    let usesImports = options.grouping == .targets && discovery.discovery == .package
    return (TypeGraph(units: units, usesImports: usesImports, roles: options.roles), issues)
  }
}
