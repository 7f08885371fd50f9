import CodeMetrics
import Coverage
import Dependencies
import Foundation

/// Coupling per role and module, cohesion and cognitive complexity of one sample's production
/// code: `archbench scan --coupling --cohesion` of its `Sources/`, read as files.
///
/// A sample with one SwiftPM target is one module; one with several (Clean: Domain, Data,
/// Presentation, App) has a target per top-level folder of `Sources/`, so its folders are its
/// modules. Tests are left out, as in `scan --coupling`: they depend on everything they test.
///
/// ```swift
/// let design = try DesignCollector(packageRoot: root).measure(sample, production: files)
/// design.meanDistance  // 0.41
/// ```
struct DesignCollector {
  var packageRoot: URL

  /// - Parameter production: the sample's production files, already scanned (for LCOM4 and
  ///   cognitive complexity, which the scan measures).
  func measure(_ sample: Sample, production: [FileMetrics]) throws -> DesignFigures {
    let sources = sample.directory + "/Sources"
    let root = packageRoot.appendingPathComponent(sources).path
    // A sample without production code has no design, as it has no production lines.
    guard FileManager.default.fileExists(atPath: root) else {
      return Self.figures(of: TypeGraph(nodes: [], edges: []), modules: false, production: production)
    }
    let found = try SourceDiscovery.discover(root: root, usePackage: false)
    let grouping: ModuleGrouping = sample.modules.count > 1 ? .topFolders : .targets
    let (graph, issues) = DependencyCollector.collect(found, root: root, options: .init(grouping: grouping))
    if let error = issues.first(where: { $0.severity == .error }) {
      throw ReportError.unreadableSource(path: sources + "/" + error.path, reason: error.message)
    }
    return Self.figures(of: graph, modules: sample.modules.count > 1, production: production)
  }

  /// The figures of `graph` (production code only) and of the scanned `production` files.
  static func figures(of graph: TypeGraph, modules: Bool, production: [FileMetrics]) -> DesignFigures {
    let coupling = CouplingReport(graph: graph)
    let cohesion = CohesionSummary(production)
    let cognitive = production.flatMap(\.functions).map(\.cognitiveComplexity)
    let mean = cognitive.isEmpty ? 0 : Double(cognitive.reduce(0, +)) / Double(cognitive.count)
    return DesignFigures(
      roles: coupling.roles,
      roleReferences: coupling.roleDependencies.map {
        DesignFigures.RoleReference(from: $0.from.rawValue, to: $0.to.rawValue, references: $0.references)
      },
      modules: modules ? coupling.modules : [], cohesionTypes: cohesion.measuredTypes,
      meanLCOM4: cohesion.meanLCOM4.map { ($0 * 100).rounded() / 100 }, meanCognitive: (mean * 100).rounded() / 100,
      maxCognitive: cognitive.max() ?? 0)
  }
}
