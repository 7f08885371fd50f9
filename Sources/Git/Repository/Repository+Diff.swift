import CGit2

extension Repository {
  /// The files that differ between two commits' trees, renames detected, with the lines
  /// each adds and removes, in path order.
  ///
  /// ```swift
  /// let changes = try repository.diff(from: try repository.commit("v1"), to: try repository.commit("v2"))
  /// ```
  public func diff(from old: Commit, to new: Commit) throws(GitError) -> [FileChange] {
    let oldTree = try tree(old.tree)
    defer { git_tree_free(oldTree) }
    let newTree = try tree(new.tree)
    defer { git_tree_free(newTree) }
    var options = git_diff_options()
    git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
    var diff: OpaquePointer?
    guard git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, &options) == 0, let diff else {
      throw .corruptObject("in the diff \(old.id.short)..\(new.id.short)", reason: Libgit2.lastErrorMessage())
    }
    defer { git_diff_free(diff) }
    var find = git_diff_find_options()
    git_diff_find_options_init(&find, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
    find.flags = GIT_DIFF_FIND_RENAMES.rawValue
    guard git_diff_find_similar(diff, &find) == 0 else {
      throw .libgit2(operation: "detect renames", message: Libgit2.lastErrorMessage())
    }
    var changes: [FileChange] = []
    for index in 0..<git_diff_num_deltas(diff) {
      guard let delta = git_diff_get_delta(diff, index)?.pointee else { continue }
      let oldPath = String(cString: delta.old_file.path)
      let newPath = String(cString: delta.new_file.path)
      let status: FileChange.Status
      switch delta.status {
      case GIT_DELTA_ADDED: status = .added
      case GIT_DELTA_DELETED: status = .deleted
      case GIT_DELTA_RENAMED: status = .renamed
      case GIT_DELTA_COPIED: status = .copied
      case GIT_DELTA_TYPECHANGE: status = .typeChanged
      default: status = .modified
      }
      var patch: OpaquePointer?
      guard git_patch_from_diff(&patch, diff, index) == 0 else {
        throw .corruptObject("in the diff of '\(newPath)'", reason: Libgit2.lastErrorMessage())
      }
      defer { git_patch_free(patch) }
      var context = 0
      var added = 0
      var removed = 0
      if let patch { git_patch_line_stats(&context, &added, &removed, patch) }
      let isBinary = delta.flags & GIT_DIFF_FLAG_BINARY.rawValue != 0
      changes.append(
        FileChange(
          status: status, path: status == .deleted ? oldPath : newPath,
          oldPath: status == .renamed || status == .copied ? oldPath : nil,
          linesAdded: added, linesRemoved: removed, isBinary: isBinary))
    }
    return changes.sorted { $0.path < $1.path }
  }
}
