import Foundation

/// Reads a file archbench is given to read, a baseline or a thresholds file, whole, or says in
/// a few words why it cannot: `no such file`, `is a folder`, `is empty`, `permission denied`.
///
/// An empty file (`/dev/null`) is a file, so "no such file or not readable" would send the user
/// looking in the wrong place.
///
/// ```swift
/// let data = try InputFile.contents(of: "thresholds.json")
/// // throws InputFile.Unreadable(reason: "is empty") for /dev/null
/// ```
public enum InputFile {
  /// Why a file cannot be read, in a few words; the caller names the file.
  public struct Unreadable: Error, Equatable, Sendable {
    public var reason: String

    public init(reason: String) { self.reason = reason }
  }

  /// The file's bytes; a pipe (`<(…)`) is read to its end.
  public static func contents(of path: String) throws(Unreadable) -> Data {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw Unreadable(reason: "no such file")
    }
    if isFolder.boolValue { throw Unreadable(reason: "is a folder") }
    // A FileHandle rather than FileManager.contents(atPath:), which gives nil for /dev/null.
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Unreadable(
        reason: FileManager.default.isReadableFile(atPath: path) ? "cannot be read" : "permission denied")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.readToEnd() ?? Data()
    } catch {
      throw Unreadable(reason: "cannot be read")
    }
    if data.isEmpty { throw Unreadable(reason: "is empty") }
    return data
  }
}
