import Support

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds every `.swift` file under a folder, without hanging on symbolic-link loops and
/// without leaving the folder.
///
/// Hidden entries (`.git`, `.build`, `.swiftpm`…) are skipped. Symbolic links inside the
/// folder are followed, but a folder already being walked is never entered again: a link
/// back to an ancestor is reported as a loop, a second link to a folder already walked is
/// skipped quietly. A link that leads outside the folder, or outside `boundary` (the package,
/// for a target's folder), to `/` say and from there to `/proc`, is reported and not followed,
/// unless `followsLinksOutside`. A name that is not
/// UTF-8 cannot be named in a report; it is reported, with its odd bytes as `\xE9`, and skipped.
struct FolderWalker {
  var followsLinksOutside = false
  /// `--exclude`: what matches is not walked into, so that an excluded link to `/` costs nothing.
  /// A folder that matches excludes every file under it, so pruning it changes no result.
  var exclude: [GlobPattern] = []
  private(set) var files: [(absolutePath: String, path: String, size: Int)] = []
  private(set) var issues: [ScanIssue] = []
  private var visited: Set<String> = []
  /// What links may not leave: the walked folder, or the package a target's folder is in.
  private var boundary: String?

  /// - Parameter boundary: the folder links may lead anywhere inside of; the walked one when `nil`.
  init(followsLinksOutside: Bool = false, boundary: String? = nil) {
    self.followsLinksOutside = followsLinksOutside
    self.boundary = boundary
  }

  /// Walks `root`, a folder; paths in the result are relative to it.
  mutating func walk(root: String) {
    guard let real = Self.realPath(root) else { return }
    boundary = boundary.flatMap(Self.realPath) ?? real
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
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if bytes.first == UInt8(ascii: ".") { continue }
      guard let name = String(validating: bytes, as: UTF8.self) else {
        let shown = Escaping.bytes(bytes)
        issues.append(
          ScanIssue(
            path: relative.isEmpty ? shown : relative + "/" + shown, severity: .warning, kind: .invalidName,
            message: "the name is not UTF-8, so it cannot be reported; skipped"))
        continue
      }
      // A regular file that is no Swift source needs no more look: most of a checkout's files.
      if entry.pointee.d_type == UInt8(DT_REG), !name.hasSuffix(".swift") { continue }
      names.append(name)
    }
    // Each entry is looked up in the open folder, not through its whole path again; the folder
    // is closed before any subfolder is walked, so that deep trees hold one descriptor.
    let entries = names.sorted().compactMap { name -> (String, stat)? in
      var info = stat()
      return fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? (name, info) : nil
    }
    closedir(directory)

    for (name, entryInfo) in entries {
      let absolute = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let path = relative.isEmpty ? name : relative + "/" + name
      if !exclude.isEmpty, exclude.contains(where: { $0.matches(path) }) { continue }
      var info = entryInfo
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
        let kind = info.st_mode & S_IFMT
        let matters = kind == S_IFDIR || (kind == S_IFREG && name.hasSuffix(".swift"))
        if matters, !followsLinksOutside, let target = Self.realPath(absolute), let boundary,
          !Self.isInside(target, root: boundary)
        {
          issues.append(
            ScanIssue(
              path: path, severity: .warning, kind: .linkOutsideRoot,
              message:
                "symbolic link to \(target), outside the scanned folder; not followed (--follow-links follows it)"
            ))
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
        if name.hasSuffix(".swift") { files.append((absolute, path, Int(info.st_size))) }
      default:
        if name.hasSuffix(".swift") {
          issues.append(
            ScanIssue(path: path, severity: .error, kind: .unreadable, message: "not a regular file, skipped"))
        }
      }
    }
  }

  /// Whether the real (resolved) path `real` is `root` or lies under it.
  static func isInside(_ real: String, root: String) -> Bool {
    real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func errorText() -> String { String(cString: strerror(errno)) }
}
