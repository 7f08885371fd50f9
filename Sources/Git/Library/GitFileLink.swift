import Foundation

/// A `.git` that is a file, `gitdir: <path>`, as linked worktrees and submodules have: why
/// it does not lead to a repository, for the error that libgit2 words as "no .git found".
///
/// ```swift
/// GitFileLink.problem(near: "/tmp/worktree")
/// // ".git points to /tmp/main/.git/worktrees/w, which does not exist"
/// ```
enum GitFileLink {
  /// What is wrong with the first `.git` found at `path` or (with `searchParents`) above it,
  /// when it is a file; `nil` when there is none, or it is a folder (libgit2's own reason stands).
  static func problem(near path: String, searchParents: Bool) -> String? {
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    while true {
      let candidate = folder.appendingPathComponent(".git")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
        return isDirectory.boolValue ? nil : problem(withFile: candidate, in: folder)
      }
      let parent = folder.deletingLastPathComponent().standardizedFileURL
      guard searchParents, parent.path != folder.path else { return nil }
      folder = parent
    }
  }

  /// Why the `.git` file `file` in `folder` names no repository.
  private static func problem(withFile file: URL, in folder: URL) -> String? {
    // Only a small regular file is read: a FIFO named .git would block the read.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      ((attributes[.size] as? NSNumber)?.intValue ?? .max) <= 64 * 1024,
      let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8)
    else { return nil }
    // libgit2 itself refuses a file without the line ("malformed"), so it is not found here.
    guard let line = text.split(whereSeparator: \.isNewline).first, line.hasPrefix("gitdir:") else { return nil }
    let target = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
    // A relative path is from the folder holding the `.git` file, as git reads it.
    let resolved =
      target.hasPrefix("/")
      ? URL(fileURLWithPath: target) : folder.appendingPathComponent(target)
    let shown = resolved.standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: shown, isDirectory: &isDirectory) else {
      return "\(file.path) points to \(shown), which does not exist"
    }
    guard isDirectory.boolValue else { return "\(file.path) points to \(shown), which is not a folder" }
    return "\(file.path) points to \(shown), which is not a git directory"
  }
}
