import CGit2
import CGitObjectGuard
import Foundation

/// Keeps libgit2 off loose object files it cannot read safely.
///
/// libgit2 1.5 (Debian 12) never returns from `git_odb_read` on a truncated loose object:
/// `scan --rev`, `history` and `compare` hung at 100 % CPU. Every repository archbench opens
/// gets a guard in its object database (`Sources/CGitObjectGuard`) that inflates a loose
/// file with a bound before libgit2 reads it, and refuses a truncated or corrupt one; the
/// refusal becomes ``GitError/corruptObject(_:reason:)``, naming the object.
enum LooseObjectGuard {
  /// Installs the guard over the repository's `objects` folder and its alternates.
  static func install(on repository: OpaquePointer) throws(GitError) {
    let common = String(cString: git_repository_commondir(repository))
    var folders: [String] = []
    for folder in objectFolders(from: URL(fileURLWithPath: common).appendingPathComponent("objects").path)
    where !folders.contains(folder) {
      folders.append(folder)
    }
    let pointers = folders.map { strdup($0) }
    defer { pointers.forEach { free($0) } }
    let code = pointers.map { UnsafePointer($0) }.withUnsafeBufferPointer { buffer in
      archbench_git_guard_loose_objects(repository, buffer.baseAddress, Int32(buffer.count))
    }
    guard code == 0 else {
      throw .libgit2(operation: "guard the loose objects", message: Libgit2.lastErrorMessage())
    }
  }

  /// `objects` and every folder its `info/alternates` names, as libgit2 1.5 reads them: files
  /// at depths 0 to 5 (`GIT_ALTERNATES_MAX_DEPTH`), and a relative line against `objects` when
  /// it starts with `.` in the repository itself, else against the current folder. Both
  /// readings of a relative line are guarded, whichever libgit2 takes.
  static func objectFolders(from objects: String, depth: Int = 0) -> [String] {
    guard depth <= 5,
      let text = try? String(contentsOfFile: objects + "/info/alternates", encoding: .utf8)
    else { return [objects] }
    let alternates = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).map(String.init)
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let current = FileManager.default.currentDirectoryPath
    return [objects]
      + alternates.flatMap { line -> [String] in
        let readings =
          line.hasPrefix("/")
          ? [line]
          : [
            URL(fileURLWithPath: objects).appendingPathComponent(line).path,
            URL(fileURLWithPath: current).appendingPathComponent(line).path,
          ]
        return readings.flatMap { reading in
          objectFolders(from: URL(fileURLWithPath: reading).standardizedFileURL.path, depth: depth + 1)
        }
      }
  }

  /// The object the guard refused since the last call on this thread, if any.
  static func takeRefused() -> String? {
    var hex = [CChar](repeating: 0, count: 41)
    guard archbench_git_guard_take_refused(&hex) == 1 else { return nil }
    return String(decoding: hex.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension Libgit2 {
  /// The error for the libgit2 call that just failed: ``GitError/corruptObject(_:reason:)``
  /// naming the object when the guard refused one, else `fallback`.
  ///
  /// A refusal counts only when libgit2's last error is the guard's own message, which names
  /// the object's file: one left over from a failure nobody asked about cannot mislabel this one.
  ///
  /// With `index`, the repository's index file, an error libgit2 raised reading the index
  /// becomes ``GitError/corruptIndex(_:reason:)`` naming it: the diff of two trees reads it
  /// too (for `.gitattributes`), and would otherwise blame an object.
  static func failure(or fallback: GitError, index: String? = nil) -> GitError {
    let message = lastErrorMessage()
    if let object = LooseObjectGuard.takeRefused(), message.contains(object.prefix(2) + "/" + object.dropFirst(2)) {
      return .corruptObject(object, reason: message)
    }
    if let index, let error = git_error_last(), error.pointee.klass == Int32(GIT_ERROR_INDEX.rawValue) {
      return .corruptIndex(index, reason: IndexFile.reason(for: message, file: index))
    }
    return fallback
  }
}
