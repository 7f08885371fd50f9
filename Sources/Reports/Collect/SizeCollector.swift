import Coverage
import Foundation

/// Sizes, roles and structure of each sample, read from its `Sources/` and `Tests/`.
///
/// ```swift
/// let metrics = try SizeCollector(packageRoot: root).measure(sample, coverage: nil)
/// ```
struct SizeCollector {
  var packageRoot: URL

  func measure(_ sample: Sample, coverage: CoverageFigures?) throws -> ArchitectureMetrics {
    let production = try scan(folder: Self.trimmed(sample.directory) + "/Sources")
    let tests = try scan(folder: Self.trimmed(sample.directory) + "/Tests")
    var roles: [String: RoleSize] = [:]
    for (path, file) in production {
      let role = RoleClassifier.role(of: path)
      var size = roles[role] ?? RoleSize(role: role, files: 0, lines: 0)
      size.files += 1
      size.lines += file.codeLines
      roles[role] = size
    }
    let complexities = production.flatMap(\.1.functionComplexities)
    let mean = complexities.isEmpty ? 0 : Double(complexities.reduce(0, +)) / Double(complexities.count)
    return ArchitectureMetrics(
      id: sample.id, name: sample.name, production: Self.total(production), tests: Self.total(tests),
      roles: roles.values.sorted { $0.role < $1.role },
      structure: StructureFigures(
        types: production.map(\.1.types).reduce(0, +), protocols: production.map(\.1.protocols).reduce(0, +),
        functions: complexities.count, meanComplexity: (mean * 100).rounded() / 100,
        maxComplexity: complexities.max() ?? 0),
      coverage: coverage)
  }

  private static func trimmed(_ directory: String) -> String {
    var folder = directory
    while folder.hasSuffix("/") { folder.removeLast() }
    return folder
  }

  private static func total(_ files: [(String, SourceScan)]) -> SizeFigures {
    SizeFigures(
      files: files.count, codeLines: files.map(\.1.codeLines).reduce(0, +),
      commentLines: files.map(\.1.commentLines).reduce(0, +), blankLines: files.map(\.1.blankLines).reduce(0, +))
  }

  /// Every `.swift` file under `folder`, by path relative to the package root, sorted so
  /// that the order (and so every sum's output) never depends on the file system.
  private func scan(folder: String) throws -> [(String, SourceScan)] {
    let root = packageRoot.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
      return []
    }
    var paths: [String] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      paths.append(folder + "/" + url.path.dropFirst(root.path.count + 1))
    }
    return try paths.sorted().map { path in
      let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      return (path, SourceScan(source: text))
    }
  }
}
