import Foundation

/// Finds Swift files on disk.
///
/// ```swift
/// let sources = try SwiftFiles.list(under: root.appendingPathComponent("Samples/MVC/Sources"))
/// ```
enum SwiftFiles {
  /// Every `.swift` file under `directory`, sorted by path. Hidden folders — `.build…`,
  /// `.git`, `.swiftpm` — are skipped: they hold copies and build products, not the
  /// package's code. A missing directory has no files.
  static func list(under directory: URL) throws -> [URL] {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return []
    }
    guard
      let enumerator = fileManager.enumerator(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else { return [] }
    var files: [URL] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `file`'s path relative to `root`, e.g. `Samples/MVC/Sources/App/MVCApp.swift`.
  static func relativePath(of file: URL, to root: URL) -> String {
    let rootPath = root.standardizedFileURL.path
    let path = file.standardizedFileURL.path
    let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
