import CodeMetrics
import Coverage
import Dependencies
import Foundation

/// Sizes, roles and structure of each sample, measured by `archbench scan`'s scanner.
///
/// The report reads sizes the same way `archbench scan Samples/MVC` does, so the two can
/// never disagree: `Sources/` is production code, `Tests/` is test code, and roles come
/// from CodeMetrics' conventions. The same pass gives the design figures (``DesignCollector``).
///
/// ```swift
/// let metrics = try SizeCollector(packageRoot: root).measure(sample, coverage: nil)
/// ```
struct SizeCollector {
  var packageRoot: URL

  func measure(_ sample: Sample, coverage: CoverageFigures?) throws -> ArchitectureMetrics {
    let root = packageRoot.appendingPathComponent(sample.directory).path
    let design = DesignCollector(packageRoot: packageRoot)
    // One read and one parse per file: the scan hands the trees of `Sources/` to the design's dependency facts.
    let (report, graph) = DependencyCollector.scan(
      try SourceDiscovery.discover(root: root, usePackage: false), root: root, scanOptions: ScanOptions(),
      options: .init(grouping: design.grouping(of: sample)), under: DesignCollector.folder)
    if let error = report.issues.first(where: { $0.severity == .error }) {
      throw ReportError.unreadableSource(path: sample.directory + "/" + error.path, reason: error.message)
    }
    var metrics = Self.metrics(of: sample, from: report.files, coverage: coverage)
    metrics.design = design.measure(sample, graph: graph, production: report.files.filter { $0.group == .production })
    return metrics
  }

  /// Totals `files` (already scanned) into one architecture's figures.
  static func metrics(of sample: Sample, from files: [FileMetrics], coverage: CoverageFigures?) -> ArchitectureMetrics {
    let production = files.filter { $0.group == .production }
    let tests = files.filter { $0.group == .test }
    var roles: [String: RoleSize] = [:]
    for file in production {
      let role = file.role.rawValue
      roles[role, default: RoleSize(role: role, files: 0, lines: 0)].files += 1
      roles[role, default: RoleSize(role: role, files: 0, lines: 0)].lines += file.lines.code
    }
    let complexities = production.flatMap(\.functions).map(\.complexity)
    let declarations = production.flatMap(\.types)
    let mean = complexities.isEmpty ? 0 : Double(complexities.reduce(0, +)) / Double(complexities.count)
    return ArchitectureMetrics(
      id: sample.id, name: sample.name, production: total(production), tests: total(tests),
      roles: roles.values.sorted { $0.role < $1.role },
      structure: StructureFigures(
        types: declarations.filter { [.class, .struct, .enum, .actor].contains($0.kind) }.count,
        protocols: declarations.filter { $0.kind == .protocol }.count,
        functions: complexities.count, meanComplexity: (mean * 100).rounded() / 100,
        maxComplexity: complexities.max() ?? 0),
      coverage: coverage)
  }

  private static func total(_ files: [FileMetrics]) -> SizeFigures {
    let lines = Totals(files).lines
    return SizeFigures(
      files: files.count, codeLines: lines.code, commentLines: lines.comment, blankLines: lines.blank,
      folders: folders(holding: files.map(\.path)))
  }

  /// The folders on the paths of `paths` (relative to the sample's folder), each counted once:
  /// `Sources/Login/LoginView.swift` and `Sources/Login/LoginViewModel.swift` give `Sources` and `Sources/Login`.
  static func folders(holding paths: [String]) -> Int {
    var folders: Set<Substring> = []
    for path in paths {
      var end = path.endIndex
      while let slash = path[..<end].lastIndex(of: "/") {
        folders.insert(path[..<slash])
        end = slash
      }
    }
    return folders.count
  }
}
