import Foundation

/// The cache key: a fingerprint (``PackageFingerprint``) of everything the coverage numbers depend on.
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
  static let cacheFormat = "archbench-coverage-cache-2"

  static func compute(packageRoot: URL, toolchainVersion: String, selections: [TestSelection]) throws -> String {
    let salt =
      "\(cacheFormat)\ntoolchain \(toolchainVersion)\n"
      + selections.map { "selection \($0.keyDescription)\n" }.joined()
    return try PackageFingerprint.compute(packageRoot: packageRoot, salt: salt)
  }
}
