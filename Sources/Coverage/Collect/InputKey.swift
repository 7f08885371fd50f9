import Foundation

/// The cache key: a SHA-256 over everything the coverage numbers depend on.
///
/// The inputs are every Swift file of the package (sources, tests, samples and
/// `Package.swift`, by path and content), the toolchain's version string, the test
/// selections, and the version of what archbench caches. Any change to any of them gives
/// a new key, and cached numbers with another key are never shown.
///
/// ```swift
/// let key = try InputKey.compute(packageRoot: root, toolchainVersion: version, selections: selections)
/// ```
enum InputKey {
  /// Changes whenever what the cache holds, or how it is measured, changes meaning.
  static let cacheFormat = "archbench-coverage-cache-1"

  static func compute(packageRoot: URL, toolchainVersion: String, selections: [TestSelection]) throws -> String {
    var hash = SHA256()
    hash.update("\(cacheFormat)\ntoolchain \(toolchainVersion)\n")
    for selection in selections { hash.update("selection \(selection.keyDescription)\n") }
    for file in try SwiftFiles.list(under: packageRoot) {
      let contents = try Data(contentsOf: file)
      // Length-prefixing the path and the contents keeps two different trees from
      // hashing the same bytes.
      hash.update("file \(SwiftFiles.relativePath(of: file, to: packageRoot)) \(contents.count)\n")
      hash.update([UInt8](contents))
    }
    return hash.finalize()
  }
}
