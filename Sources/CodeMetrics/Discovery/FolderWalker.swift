#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds every `.swift` file under a folder, without hanging on symbolic-link loops.
///
/// Hidden entries (`.git`, `.build`, `.swiftpm`…) are skipped. Symbolic links are followed,
/// but a folder already being walked is never entered again: a link back to an ancestor is
/// reported as a loop, a second link to a folder already walked is skipped quietly.
struct FolderWalker {
  private(set) var files: [(absolutePath: String, path: String)] = []
  private(set) var issues: [ScanIssue] = []
  private var visited: Set<String> = []

  /// Walks `root`, a folder; paths in the result are relative to it.
  mutating func walk(root: String) {
    guard let real = Self.realPath(root) else { return }
    visited.insert(real)
    walk(folder: root, relative: "", ancestors: [real])
  }

  private mutating func walk(folder: String, relative: String, ancestors: Set<String>) {
    guard let directory = opendir(folder) else {
      issues.append(
        ScanIssue(
          path: relative.isEmpty ? "." : relative, severity: .error, kind: .unreadable,
          message: "cannot open folder: \(Self.errorText())"))
      return
    }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      names.append(name)
    }
    closedir(directory)

    for name in names.sorted() {
      let absolute = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let path = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard lstat(absolute, &info) == 0 else { continue }
      let isLink = (info.st_mode & S_IFMT) == S_IFLNK
      if isLink {
        if stat(absolute, &info) != 0 {
          let error = errno
          if error == ELOOP {
            issues.append(
              ScanIssue(path: path, severity: .warning, kind: .symlinkLoop, message: "symbolic link loop, skipped"))
          } else if name.hasSuffix(".swift") {
            issues.append(
              ScanIssue(
                path: path, severity: .error, kind: .unreadable,
                message: "cannot be read: \(String(cString: strerror(error)))"))
          }
          continue
        }
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard let real = Self.realPath(absolute) else { continue }
        if ancestors.contains(real) {
          issues.append(
            ScanIssue(
              path: path, severity: .warning, kind: .symlinkLoop,
              message: "symbolic link back to a folder being scanned, skipped"))
          continue
        }
        if visited.contains(real) { continue }
        visited.insert(real)
        walk(folder: absolute, relative: path, ancestors: ancestors.union([real]))
      case S_IFREG:
        if name.hasSuffix(".swift") { files.append((absolute, path)) }
      default:
        if name.hasSuffix(".swift") {
          issues.append(
            ScanIssue(path: path, severity: .error, kind: .unreadable, message: "not a regular file, skipped"))
        }
      }
    }
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func errorText() -> String { String(cString: strerror(errno)) }
}
