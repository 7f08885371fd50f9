import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether two paths name one file, however they are spelt: `b.json`, `./b.json`,
/// `../here/b.json`, a symbolic link to it or to its folder, or a hard link.
///
/// Two outputs of one command written to one file keep only the last (`rules --output b.json
/// --write-baseline b.json` once left the listing where the baseline should be), and an output
/// written over an input loses the input; commands refuse both before any work.
///
/// ```swift
/// SameFile.check("b.json", "./link-to-b.json")  // true
/// ```
public enum SameFile {
  public static func check(_ first: String, _ second: String) -> Bool {
    if resolved(first) == resolved(second) { return true }
    var one = stat()
    var other = stat()
    guard stat(first, &one) == 0, stat(second, &other) == 0 else { return false }
    return one.st_dev == other.st_dev && one.st_ino == other.st_ino
  }

  /// The path with every link followed, `.` and `..` gone; for a file not there yet, its
  /// folder's resolved path and its name.
  static func resolved(_ path: String) -> String {
    if let real = realPath(path) { return real }
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let folder = url.deletingLastPathComponent().path
    return (realPath(folder) ?? folder) + "/" + url.lastPathComponent
  }

  private static func realPath(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
