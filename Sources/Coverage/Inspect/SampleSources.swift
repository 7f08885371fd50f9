import Foundation

/// A sample's files as read from disk: its production files, parsed, and the code lines
/// of its tests.
///
/// ```swift
/// let sources = try SampleSources.read(sample, packageRoot: root)
/// sources.productionLines  // 1204
/// ```
struct SampleSources: Sendable {
  /// The files of the sample's `Sources/` folder.
  var production: [SwiftSourceFile]
  /// The files of the sample's `Tests/` folder.
  var tests: [SwiftSourceFile]

  var productionLines: Int { production.reduce(0) { $0 + $1.codeLines } }
  var testLines: Int { tests.reduce(0) { $0 + $1.codeLines } }

  static func read(_ sample: Sample, packageRoot: URL) throws -> SampleSources {
    func parse(_ directory: String) throws -> [SwiftSourceFile] {
      try SwiftFiles.list(under: packageRoot.appendingPathComponent(directory)).map { url in
        SwiftSourceFile(
          path: SwiftFiles.relativePath(of: url, to: packageRoot), source: try String(contentsOf: url, encoding: .utf8))
      }
    }
    return SampleSources(production: try parse(sample.sourcesDirectory), tests: try parse(sample.testsDirectory))
  }
}
