import CodeMetrics
import Dependencies
import Rules

/// Scans a project for `archbench check --scan`: CodeMetrics' per-function complexity, the
/// Dependencies coupling of its modules, and, given a rules configuration, its rule violations.
/// No samples, no latency, no valgrind.
///
/// ```swift
/// let items = try ScanCollector(root: "/work/corpus/swift-argument-parser").collect(limits: .defaults)
/// ```
public struct ScanCollector: Sendable {
  public var root: String
  /// Each top-level folder is a module, instead of the package's targets.
  public var modulesByFolder: Bool
  /// The rules to check as `archbench rules --arch/--config` would; `nil` checks none.
  public var rules: RulesConfiguration?

  public init(root: String, modulesByFolder: Bool = false, rules: RulesConfiguration? = nil) {
    self.root = root
    self.modulesByFolder = modulesByFolder
    self.rules = rules
  }

  /// Why a scan could not be judged: one line naming the path.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String
  }

  public func collect(limits: ScanThresholds) throws(Failure) -> [ScanItem] {
    try collectReporting(limits: limits).items
  }

  /// Collects as ``collect(limits:)`` does, with the scan's issues: files over the
  /// ``CodeMetrics/StructureLimit`` (measured without their structure), unreadable or
  /// skipped ones, each once.
  ///
  /// ```swift
  /// let (items, issues) = try ScanCollector(root: "/tmp/app").collectReporting(limits: .defaults)
  /// ```
  public func collectReporting(limits: ScanThresholds) throws(Failure) -> (items: [ScanItem], issues: [ScanIssue]) {
    let found: SourceDiscovery
    do {
      found = try SourceDiscovery.discover(root: root, usePackage: true)
    } catch {
      throw Failure(description: "\(error)")
    }
    guard found.files.contains(where: { $0.group == .production }) else {
      throw Failure(description: "nothing to check in \(root): it has no production Swift files")
    }
    let options = ScanOptions(roles: RoleClassifier())
    let grouping: ModuleGrouping = modulesByFolder ? .topFolders : .targets
    // One read and one parse per file for the complexity, the coupling and the rules.
    let (report, graph, facts) = DependencyCollector.scanKeepingFacts(
      found, root: root, scanOptions: options, options: .init(grouping: grouping, roles: options.roles))
    var violations: [ViolationKey] = []
    var issues = report.issues
    if let rules {
      do {
        let (checked, found) = try RulesRunner.run(
          root: root, configuration: rules, parsed: Self.parsed(report: report, facts: facts))
        violations = ViolationKey.keys(of: checked)
        // The rules read the same files: a file left out of both is named once.
        let named = Set(issues.map { [$0.path, $0.kind.rawValue] })
        issues += found.filter { !named.contains([$0.path, $0.kind.rawValue]) }
      } catch {
        throw Failure(description: error.description)
      }
    }
    let items = ScanItems.make(
      scan: report, coupling: CouplingReport(graph: graph, grouping: grouping), violations: violations, limits: limits)
    return (items, issues)
  }

  /// What the scan parsed, for the rules: a file's facts and metrics where the rules would have
  /// parsed the same tree. The rules read text as Swift strings do, with invalid UTF-8 replaced,
  /// which moves columns; such a file, and one the scan did not measure, they read and parse
  /// themselves.
  static func parsed(
    report: ScanReport, facts: [String: SourceFacts]
  ) -> (SourceFile) -> (facts: FileFacts, metrics: FileMetrics)? {
    let metrics = Dictionary(report.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    let invalid = Set(report.issues.filter { $0.kind == .invalidUTF8 }.map(\.path))
    return { file in
      guard !invalid.contains(file.path), let unit = facts[file.absolutePath], unit.facts.path == file.path,
        let measured = metrics[file.path], measured.hasStructure
      else { return nil }
      return (unit.facts, measured)
    }
  }
}
