import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system operations `archbench new` commits a sample with: each is one or two system
/// calls, safe to repeat after a kill, and fails with `strerror`'s words (never a Foundation
/// error's dump).
///
/// ```swift
/// try PackageFiles.write(Array(text.utf8), to: staged, keepingModeOf: "/pkg/Package.swift")
/// try PackageFiles.moveNew(from: "/pkg/Samples/.Hexagonal.archbench-new", to: "/pkg/Samples/Hexagonal")
/// ```
enum PackageFiles {
  /// Why a step failed: the path and the reason, for ``ScaffoldError``.
  struct Failure: Error, Equatable {
    var path: String
    var reason: String
    /// The destination was there already, which a new file or folder never replaces.
    var exists = false
  }

  /// Whether anything (a file, a folder, a link, even a dangling one) is at `path`.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// `path` with every symbolic link resolved, or `path` itself when it does not exist.
  static func resolved(_ path: String) -> String {
    guard let real = realpath(path, nil) else { return path }
    defer { free(real) }
    return String(cString: real)
  }

  /// Writes `bytes` to a new or truncated `path`, with the permission bits (and, where allowed,
  /// the owner) of `original`, so that a file `new` rewrites keeps them.
  static func write(_ bytes: [UInt8], to path: String, keepingModeOf original: String? = nil) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure(path) }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw failure(path) }
      written += count
    }
    var status = stat()
    if let original, stat(original, &status) == 0 {
      guard fchmod(descriptor, status.st_mode & 0o7777) == 0 else { throw failure(path) }
      // Only root may give a file away; anyone else already owns what they write.
      _ = fchown(descriptor, status.st_uid, status.st_gid)
    }
  }

  /// Makes the folder `path` and its missing parents.
  static func makeFolders(_ path: String) throws(Failure) {
    var status = stat()
    guard stat(path, &status) != 0 else {
      guard (status.st_mode & S_IFMT) == S_IFDIR else { throw Failure(path: path, reason: "it is not a folder") }
      return
    }
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex { try makeFolders(String(path[..<slash])) }
    guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw failure(path) }
  }

  /// Removes `path` and, for a folder, everything in it; nothing when it is not there.
  static func remove(_ path: String) throws(Failure) {
    guard exists(path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw Failure(path: path, reason: "cannot remove it")
    }
  }

  /// Renames `from` over `to` in one step, replacing the file there.
  static func replace(_ to: String, with from: String) throws(Failure) {
    guard rename(from, to) == 0 else { throw failure(to) }
  }

  /// Renames `from` to `to`, where nothing may be yet: the sample's folder and its registration
  /// never replace what someone else put there meanwhile.
  ///
  /// Done in two steps, each safe to repeat: a folder takes the place of an empty folder made
  /// for it (`rename(2)` replaces only an empty one), a file is linked to its place (`link(2)`
  /// fails on an existing name) and its staged name removed. A run killed between the two
  /// leaves a state the next call finishes.
  static func moveNew(from: String, to: String) throws(Failure) {
    var status = stat()
    guard lstat(from, &status) == 0 else { throw failure(from) }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      if mkdir(to, 0o755) != 0 {
        let failed = failure(to)
        guard failed.exists, isEmptyFolder(to) else { throw failed }
      }
      guard rename(from, to) == 0 else { throw failure(to) }
    } else {
      if link(from, to) != 0 {
        let failed = failure(to)
        guard failed.exists, isSameFile(from, to) else { throw failed }
      }
      guard unlink(from) == 0 else { throw failure(from) }
    }
  }

  private static func isEmptyFolder(_ path: String) -> Bool {
    (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true
  }

  private static func isSameFile(_ one: String, _ other: String) -> Bool {
    var first = stat()
    var second = stat()
    return lstat(one, &first) == 0 && lstat(other, &second) == 0 && first.st_dev == second.st_dev
      && first.st_ino == second.st_ino
  }

  /// The failure `errno` describes, at `path`.
  private static func failure(_ path: String) -> Failure {
    let code = errno
    return Failure(
      path: path, reason: String(cString: strerror(code)), exists: code == EEXIST || code == ENOTEMPTY)
  }
}

/// `write(2)`, which ``PackageFiles/write(_:to:keepingModeOf:)`` hides inside the enum.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
