import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see either the old contents or the new, never a part.
///
/// ```swift
/// try AtomicFile.write(Data(csv.utf8), to: URL(fileURLWithPath: "coverage.csv"))
/// ```
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `url`, then renames it over `url`.
  ///
  /// - Throws: `CoverageError.cannotWrite` naming the path and the reason.
  public static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    // The temporary file must be in the same folder: rename is atomic only within one
    // file system.
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    do {
      try data.write(to: temporary)
    } catch {
      throw CoverageError.cannotWrite(path: url.path, reason: reason(for: error, in: directory))
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw CoverageError.cannotWrite(path: url.path, reason: reason)
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
