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
/// Only a folder that is missing, empty, or a previous report is replaced: `--output .` or
/// `--output Samples` must not delete a checkout (see ``checkReplaceable()``).
///
/// ```swift
/// try ReportWriter(directory: reports).replace { temporary in
///   try Data("# report\n".utf8).write(to: temporary.appendingPathComponent("README.md"))
/// }
/// ```
public struct ReportWriter: Sendable {
  /// Every name a version of archbench has written into a report folder, and the Finder's
  /// `.DS_Store`, which macOS leaves in any folder it shows.
  public static let reportFileNames: Set<String> = [
    "README.md", "SCORING.md", "metrics.json", "metrics.csv", "index.html", "latency.md", "latency.csv",
    "instructions.md", "instructions.csv", "history.csv", "coupling.csv", "role-references.csv", "published.csv",
    "extensibility.csv", "idioms.csv",
    "provenance.json",
    "baseline.json", ".DS_Store",
  ]

  public var directory: URL

  public init(directory: URL) { self.directory = directory }

  /// Throws unless the folder may be replaced: it does not exist, it is empty, or it is a
  /// previous report (its `metrics.json` is archbench's, and it holds only report files).
  ///
  /// ```swift
  /// try ReportWriter(directory: URL(fileURLWithPath: ".")).checkReplaceable()
  /// // cannot write the report to /repo: it is not an archbench report (it holds .git, Package.swift, …)
  /// ```
  public func checkReplaceable() throws(ReportError) {
    let path = directory.path
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return }
      throw .cannotReplace(path: path, reason: String(cString: strerror(errno)))
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: break
    case S_IFLNK: throw .notAReport(path: path, reason: "it is a symbolic link; give the folder itself")
    default: throw .notAReport(path: path, reason: "it is a file, not a folder")
    }
    let entries: [String]
    do {
      entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw .cannotReplace(path: path, reason: "its entries cannot be listed")
    }
    if entries.isEmpty { return }
    let strangers = entries.filter { name in
      var entry = stat()
      let isFile = lstat(directory.appendingPathComponent(name).path, &entry) == 0 && entry.st_mode & S_IFMT == S_IFREG
      return !isFile || !Self.reportFileNames.contains(name)
    }
    guard strangers.isEmpty else {
      let shown = strangers.prefix(3).joined(separator: ", ") + (strangers.count > 3 ? ", …" : "")
      throw .notAReport(path: path, reason: "it is not an archbench report (it holds \(shown))")
    }
    guard Self.isReportMetrics(directory.appendingPathComponent("metrics.json")) else {
      throw .notAReport(path: path, reason: "it is not an archbench report (it has no archbench metrics.json)")
    }
  }

  /// Whether the file is a report's `metrics.json`: a JSON object with its schema version and architectures.
  static func isReportMetrics(_ url: URL) -> Bool {
    guard let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return false }
    return object["schemaVersion"] is NSNumber && object["architectures"] is [Any]
  }

  /// Writes the new folder with `produce`, then puts it in place of the old one.
  ///
  /// - Parameter keeping: files of the previous report to carry over when `produce` did not
  ///   write them (a phase that was skipped keeps its last files).
  /// - Returns: the names carried over.
  @discardableResult
  public func replace(keeping: [String] = [], _ produce: (URL) throws -> Void) throws -> [String] {
    try checkReplaceable()
    let fileManager = FileManager.default
    let parent = directory.deletingLastPathComponent()
    let name = directory.lastPathComponent
    let staging = parent.appendingPathComponent(".\(name).new-\(getpid())")
    let retired = parent.appendingPathComponent(".\(name).old-\(getpid())")
    try? fileManager.removeItem(at: staging)
    do {
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
    } catch {
      throw ReportError.cannotReplace(path: directory.path, reason: "cannot create a folder in \(parent.path)")
    }
    var kept: [String] = []
    do {
      try produce(staging)
      for file in keeping {
        let old = directory.appendingPathComponent(file)
        let new = staging.appendingPathComponent(file)
        guard fileManager.fileExists(atPath: old.path), !fileManager.fileExists(atPath: new.path) else { continue }
        try fileManager.copyItem(at: old, to: new)
        kept.append(file)
      }
    } catch {
      try? fileManager.removeItem(at: staging)
      throw error
    }
    let hadOld = fileManager.fileExists(atPath: directory.path)
    if hadOld {
      try? fileManager.removeItem(at: retired)
      guard rename(directory.path, retired.path) == 0 else {
        // Read errno before the clean-up, which may change it.
        let reason = String(cString: strerror(errno))
        try? fileManager.removeItem(at: staging)
        throw ReportError.cannotReplace(path: directory.path, reason: reason)
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
    return kept
  }
}
