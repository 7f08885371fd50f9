import CodeMetrics
import SyntaxReference

/// `archbench scan PATH`: finds the Swift files of a folder, a SwiftPM package or one file,
/// scans them, and adds the parts asked for: coupling per module and role, and the comparison of
/// every file's lines with the swift-syntax reference.
///
/// ```swift
/// let scanner = ProjectScanner(scanOptions: ScanOptions(measuresStructure: false), coupling: .topFolders)
/// let scan = try await scanner.scan("../swift-nio")
/// ProjectScanRenderer.write(scan, as: .text, to: &output)
/// ```
public struct ProjectScanner: Sendable {
  /// Only the files whose paths, relative to the root, match one of these (all when empty).
  public var include: [GlobPattern]
  public var exclude: [GlobPattern]
  /// Scan a package's targets; `false` scans every Swift file under the root.
  public var usesPackage: Bool
  /// Learn a package's targets by running its manifest (`swift package describe`) rather than
  /// reading it: the manifest is code, so only for a package one trusts.
  public var runsManifest: Bool
  /// Follow symbolic links that lead outside the root (they are reported and left out otherwise).
  public var followsLinks: Bool
  public var scanOptions: ScanOptions
  /// Add coupling, the modules grouped so; `nil` adds none.
  public var coupling: ModuleGrouping?
  /// What the coupling's Ce counts: the scan's types only, or also the modules imported from outside it.
  public var couplingView: CouplingView
  /// Add the comparison with ``SyntaxReference/ReferenceLineClassifier``, which reads every file again.
  public var comparesWithReference: Bool

  public init(
    include: [GlobPattern] = [], exclude: [GlobPattern] = [], usesPackage: Bool = true, runsManifest: Bool = false,
    followsLinks: Bool = false, scanOptions: ScanOptions = ScanOptions(), coupling: ModuleGrouping? = nil,
    couplingView: CouplingView = .scan, comparesWithReference: Bool = false
  ) {
    self.include = include
    self.exclude = exclude
    self.usesPackage = usesPackage
    self.runsManifest = runsManifest
    self.followsLinks = followsLinks
    self.scanOptions = scanOptions
    self.coupling = coupling
    self.couplingView = couplingView
    self.comparesWithReference = comparesWithReference
  }

  /// Scans `root`. Throws ``CodeMetrics/ScanError`` when `root` is missing or is neither a
  /// regular file nor a folder, or its package cannot be read; a problem with one file is an
  /// issue of the report instead.
  public func scan(_ root: String) async throws -> ProjectScan {
    let description = runsManifest && usesPackage ? try await PackageDescriber.describe(root: root) : nil
    let found = try SourceDiscovery.discover(
      root: root, include: include, exclude: exclude, usePackage: usesPackage, description: description,
      followLinks: followsLinks)
    var scan: ProjectScan
    if let coupling {
      // One read and one parse per file for both the scan and the dependency graph.
      let (report, graph) = DependencyCollector.scan(
        found, root: root, scanOptions: scanOptions, options: .init(grouping: coupling, roles: scanOptions.roles))
      scan = ProjectScan(report: report, coupling: CouplingReport(graph: graph, grouping: coupling, view: couplingView))
    } else {
      scan = ProjectScan(report: CodeScanner.scan(found, root: root, options: scanOptions))
    }
    if comparesWithReference { scan.reference = ReferenceReport(comparing: found) }
    return scan
  }
}
