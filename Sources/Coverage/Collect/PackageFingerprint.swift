import Foundation
import Git

/// A fingerprint of every Swift file of a package, by path and content, and a salt that names
/// everything else the cached figures depend on.
///
/// Caches of measured figures (coverage here, latency in `archbench report`) key on it, so that
/// any change to any source, test, sample or `Package.swift` measures again. It is built the
/// way git builds a tree id: each file's blob id (``ObjectID/blob(of:)``, through libgit2), then
/// the blob id of the listing of paths and ids.
///
/// ```swift
/// let key = try PackageFingerprint.compute(packageRoot: root, salt: "latency-cache-1 release")
/// ```
public enum PackageFingerprint {
  public static func compute(packageRoot: URL, salt: String) throws -> String {
    var listing = "\(salt)\n"
    for file in try SwiftFiles.list(under: packageRoot) {
      let blob = ObjectID.blob(of: [UInt8](try Data(contentsOf: file)))
      let path = SwiftFiles.relativePath(of: file, to: packageRoot)
      // The path's length keeps a path with a line break from forging another file's entry.
      listing += "file \(path.utf8.count) \(path) \(blob.hex)\n"
    }
    return ObjectID.blob(of: Array(listing.utf8)).hex
  }
}
