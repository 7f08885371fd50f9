import CodeMetrics
import Dependencies
import Foundation
import Rules

/// Builds graphs from source text in memory, for the resolution and rendering tests.
enum Fixture {
  /// The three-module package beside this file (`Fixtures/ThreeModules`).
  static var threeModules: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ThreeModules").path
  }

  /// The graph of `files`, each `(module, path, source)`; imports decide visibility when `usesImports`.
  static func graph(_ files: [(module: String, path: String, source: String)], usesImports: Bool = true) -> TypeGraph {
    TypeGraph(
      units: files.map { SourceFacts(module: $0.module, facts: FileFacts(parsing: $0.source, path: $0.path)) },
      usesImports: usesImports)
  }

  /// `"App.A -> App.B ×2"` for each edge: short to compare.
  static func edges(_ graph: TypeGraph) -> [String] {
    graph.edges.map { "\($0.from) -> \($0.to) ×\($0.weight)" }
  }
}
