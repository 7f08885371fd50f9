import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a folder as a whole: a run that fails halfway leaves the previous one as it was.
///
/// Everything is written into a temporary folder beside the target (rename is atomic only
/// within one file system); then the old folder is renamed away, the new one renamed in,
/// and the old one deleted. Between the two renames the target is missing for an instant,
/// but it is never partly written.
///
/// ```swift
/// try ReportWriter(directory: reports).replace { temporary in
///   try Data("# report\n".utf8).write(to: temporary.appendingPathComponent("README.md"))
/// }
/// ```
public struct ReportWriter: Sendable {
  public var directory: URL

  public init(directory: URL) { self.directory = directory }

  public func replace(_ produce: (URL) throws -> Void) throws {
    let fileManager = FileManager.default
    let parent = directory.deletingLastPathComponent()
    let name = directory.lastPathComponent
    let staging = parent.appendingPathComponent(".\(name).new-\(getpid())")
    let retired = parent.appendingPathComponent(".\(name).old-\(getpid())")
    try? fileManager.removeItem(at: staging)
    try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
    do {
      try produce(staging)
    } catch {
      try? fileManager.removeItem(at: staging)
      throw error
    }
    let hadOld = fileManager.fileExists(atPath: directory.path)
    if hadOld {
      try? fileManager.removeItem(at: retired)
      guard rename(directory.path, retired.path) == 0 else {
        try? fileManager.removeItem(at: staging)
        throw ReportError.cannotReplace(path: directory.path, reason: String(cString: strerror(errno)))
      }
    }
    guard rename(staging.path, directory.path) == 0 else {
      let reason = String(cString: strerror(errno))
      // Put the old report back rather than leave none.
      if hadOld { _ = rename(retired.path, directory.path) }
      try? fileManager.removeItem(at: staging)
      throw ReportError.cannotReplace(path: directory.path, reason: reason)
    }
    if hadOld { try? fileManager.removeItem(at: retired) }
  }
}
