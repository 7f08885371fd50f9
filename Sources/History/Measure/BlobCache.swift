import CodeMetrics
import Foundation
import Git
import Support

/// Measurements of blobs by object id, kept on disk between runs.
///
/// A blob's id is a hash of its bytes, so what the scanner measured for it holds wherever
/// and whenever the blob appears: `archbench history` measures each blob once, ever. Only
/// path-free figures are stored; the path, group and roles are filled in per use. Entries
/// made by another ``CodeScanner/measurementVersion`` or with other scan options are
/// dropped on load.
///
/// ```swift
/// let cache = BlobCache(file: BlobCache.defaultFile(for: repository, options: options))
/// defer { try? cache.save() }
/// ```
public final class BlobCache: @unchecked Sendable {
  /// One blob's figures: metrics with an empty path, and issues without one.
  struct Entry: Codable, Sendable {
    var metrics: FileMetrics?
    var issues: [Issue]
  }

  struct Issue: Codable, Sendable {
    var severity: ScanIssue.Severity
    var kind: ScanIssue.Kind
    var message: String
  }

  private struct Contents: Codable {
    var measurementVersion: Int
    var options: String
    var entries: [String: Entry]
  }

  /// Where the cache lives; `nil` keeps it in memory only.
  public let file: URL?
  private let optionsKey: String
  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var changed = false
  /// Why the file on disk was not used, if it existed but could not be read.
  public private(set) var loadProblem: String?

  public init(file: URL?, options: ScanOptions) {
    self.file = file
    optionsKey = Self.key(of: options)
    guard let file, let data = try? Data(contentsOf: file) else { return }
    guard let contents = try? JSONDecoder().decode(Contents.self, from: data) else {
      loadProblem = "\(file.path) is not a readable blob cache; measuring again"
      return
    }
    if contents.measurementVersion == CodeScanner.measurementVersion && contents.options == optionsKey {
      entries = contents.entries
    }
  }

  /// `<git directory>/archbench/blob-metrics.json`: inside the repository, so it goes
  /// where the repository goes and never mixes repositories.
  public static func defaultFile(for repository: Repository) -> URL {
    URL(fileURLWithPath: repository.gitDirectory).appendingPathComponent("archbench/blob-metrics.json")
  }

  public var count: Int { lock.withLock { entries.count } }

  func entry(for blob: ObjectID) -> Entry? { lock.withLock { entries[blob.hex] } }

  func store(_ entry: Entry, for blob: ObjectID) {
    lock.withLock {
      entries[blob.hex] = entry
      changed = true
    }
  }

  /// Writes the cache if anything was added: to a temporary file, then renamed over it.
  ///
  /// Throws a ``FileWriteError`` saying why in a few words: "it is a folder", when something
  /// else took the cache's name.
  public func save() throws(FileWriteError) {
    guard let file else { return }
    let contents = lock.withLock {
      changed
        ? Contents(measurementVersion: CodeScanner.measurementVersion, options: optionsKey, entries: entries) : nil
    }
    guard let contents else { return }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw FileWriteError(path: file.path, reason: "it is a folder")
    }
    let data: Data
    do { data = try JSONEncoder().encode(contents) } catch {
      throw FileWriteError(path: file.path, reason: "its entries cannot be encoded (\(error))")
    }
    // A reader sees the old cache or the new one, never a part.
    try AtomicFile.write(data, to: file, creatingFolders: true)
    lock.withLock { changed = false }
  }

  private static func key(of options: ScanOptions) -> String {
    "structure=\(options.measuresStructure) uloc=\(options.countsUniqueLines) limit=\(options.structureByteLimit)"
  }
}
