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
/// The dependency facts come from the scan of the whole sample (``SizeCollector``), which hands
/// over the trees it parsed (`DependencyCollector.scan(_:root:scanOptions:options:under:)`), so
/// that no file is parsed twice.
///
/// ```swift
/// let design = DesignCollector(packageRoot: root)
/// let (report, graph) = DependencyCollector.scan(found, root: sampleRoot, scanOptions: ScanOptions(),
///   options: .init(grouping: design.grouping(of: sample)), under: DesignCollector.folder)
/// design.measure(sample, graph: graph, production: report.files.filter { $0.group == .production }).meanDistance  // 0.41
/// ```
struct DesignCollector {
  /// The folder of a sample whose code the design figures describe: its production code.
  static let folder = "Sources"

  var packageRoot: URL

  /// How the sample's files make modules: its targets, or for a sample of several targets the
  /// top-level folders of `Sources/`, one per target.
  func grouping(of sample: Sample) -> ModuleGrouping {
    sample.modules.count > 1 ? .topFolders : .targets
  }

  /// - Parameters:
  ///   - graph: the dependency graph of the sample's `Sources/`, collected by the scan.
  ///   - production: the sample's production files, already scanned (for LCOM4 and
  ///     cognitive complexity, which the scan measures).
  func measure(_ sample: Sample, graph: TypeGraph, production: [FileMetrics]) -> DesignFigures {
    let root = packageRoot.appendingPathComponent(sample.directory + "/" + Self.folder).path
    // A sample without production code has no design, as it has no production lines.
    guard FileManager.default.fileExists(atPath: root) else {
      return Self.figures(of: TypeGraph(nodes: [], edges: []), modules: false, production: production)
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
