import Foundation

/// A SHA-256 over every Swift file of a package, by path and content, and a salt that names
/// everything else the cached figures depend on.
///
/// Caches of measured figures (coverage here, latency in `archbench report`) key on it, so that
/// any change to any source, test, sample or `Package.swift` measures again.
///
/// ```swift
/// let key = try PackageFingerprint.compute(packageRoot: root, salt: "latency-cache-1 release")
/// ```
public enum PackageFingerprint {
  public static func compute(packageRoot: URL, salt: String) throws -> String {
    var hash = SHA256()
    hash.update("\(salt)\n")
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
