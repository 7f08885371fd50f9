import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file so that readers see either the old contents or the new, never a part.
///
/// The data goes to a temporary file beside the destination (`rename(2)` is atomic only
/// within one file system), which is then renamed over it. A failed write leaves the old file
/// and no temporary file behind.
///
/// ```swift
/// try AtomicFile.write(Data(csv.utf8), to: URL(fileURLWithPath: "coverage.csv"))
/// try AtomicFile.write("{}\n", to: URL(fileURLWithPath: "baseline.json"), creatingFolders: true)
/// ```
public enum AtomicFile {
  /// Writes `data` to `url`, replacing what was there.
  ///
  /// - Parameter creatingFolders: make the destination's missing folders first.
  public static func write(_ data: Data, to url: URL, creatingFolders: Bool = false) throws(FileWriteError) {
    let directory = url.deletingLastPathComponent()
    if creatingFolders {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw FileWriteError(path: url.path, reason: "cannot create its folder \(directory.path)")
      }
    }
    let temporary = temporaryURL(for: url)
    do {
      try data.write(to: temporary)
    } catch {
      throw FileWriteError(path: url.path, reason: reason(for: error, in: directory))
    }
    try moveIntoPlace(temporary, url)
  }

  /// Writes `text` as UTF-8 to `url`, replacing what was there.
  public static func write(_ text: String, to url: URL, creatingFolders: Bool = false) throws(FileWriteError) {
    try write(Data(text.utf8), to: url, creatingFolders: creatingFolders)
  }

  /// The name a file is written under before it is complete: hidden, beside `url`, and
  /// unique to this process.
  static func temporaryURL(for url: URL) -> URL {
    url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
  }

  /// Renames a complete temporary file over `destination`, or removes it and throws.
  ///
  /// `rename(2)` replaces a file in one step and fails on a folder (EISDIR), so a folder in
  /// the way is never deleted.
  static func moveIntoPlace(_ temporary: URL, _ destination: URL) throws(FileWriteError) {
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = errno == EISDIR ? "it is a folder; name a file" : String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw FileWriteError(path: destination.path, reason: reason)
    }
  }

  private static func reason(for error: any Error, in directory: URL) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
      return "its folder \(directory.path) does not exist"
    }
    return (error as NSError).localizedFailureReason ?? error.localizedDescription
  }
}
