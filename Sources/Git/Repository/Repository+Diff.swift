import CGit2

extension Repository {
  /// The files that differ between two commits' trees, renames detected, with the lines
  /// each adds and removes, in path order.
  ///
  /// ```swift
  /// let changes = try repository.diff(from: try repository.commit("v1"), to: try repository.commit("v2"))
  /// ```
  public func diff(from old: Commit, to new: Commit) throws(GitError) -> [FileChange] {
    try diff(fromTree: old.tree, toTree: new.tree)
  }

  /// The files that differ between two trees, as ``diff(from:to:)``.
  public func diff(fromTree old: ObjectID, toTree new: ObjectID) throws(GitError) -> [FileChange] {
    let oldTree = try tree(old)
    defer { git_tree_free(oldTree) }
    let newTree = try tree(new)
    defer { git_tree_free(newTree) }
    var options = git_diff_options()
    git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
    var diff: OpaquePointer?
    guard git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, &options) == 0, let diff else {
      throw failure(
        or: .corruptObject("in the diff \(old.short)..\(new.short)", reason: Libgit2.lastErrorMessage()))
    }
    defer { git_diff_free(diff) }
    return try Self.changes(
      in: diff, renames: GIT_DIFF_FIND_RENAMES.rawValue, indexFile: indexFile, repository: pointer)
  }

  /// The files `commit` changes against its first parent, or, for a root commit, against
  /// the empty tree: what `git show --first-parent --stat` lists. Renames detected.
  ///
  /// Only paths under the folder `path` (`""` for the whole tree, matched literally, not as a
  /// glob) are diffed, and of those only the ones `matching` accepts get line counts and are
  /// returned; a rename from outside `path` reads as an addition.
  ///
  /// ```swift
  /// let swift = try repository.changes(in: try repository.commit("HEAD"), under: "Sources") { $0.hasSuffix(".swift") }
  /// ```
  public func changes(
    in commit: Commit, under path: String = "", matching: (String) -> Bool = { _ in true }
  ) throws(GitError) -> [FileChange] {
    let parentTree = try commit.parents.first.map { parent throws(GitError) in try self.commit(parent).tree }
    let oldTree = try parentTree.map { id throws(GitError) in try tree(id) }
    defer { if let oldTree { git_tree_free(oldTree) } }
    let newTree = try tree(commit.tree)
    defer { git_tree_free(newTree) }
    var options = git_diff_options()
    git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
    // A folder name with `*` or `[` is a name, not a pattern.
    options.flags = GIT_DIFF_DISABLE_PATHSPEC_MATCH.rawValue
    var diff: OpaquePointer?
    let prefix = Self.normalized(path)
    let code = prefix.withCString { folder in
      var pathspec: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: folder)]
      return pathspec.withUnsafeMutableBufferPointer { buffer in
        if !prefix.isEmpty { options.pathspec = git_strarray(strings: buffer.baseAddress, count: 1) }
        return git_diff_tree_to_tree(&diff, pointer, oldTree, newTree, &options)
      }
    }
    guard code == 0, let diff else {
      throw failure(
        or: .corruptObject("in the diff of \(commit.id.short)", reason: Libgit2.lastErrorMessage()))
    }
    defer { git_diff_free(diff) }
    return try Self.changes(
      in: diff, renames: GIT_DIFF_FIND_RENAMES.rawValue, matching: matching, indexFile: indexFile,
      repository: pointer)
  }

  /// What the working tree changes against `commit`: staged or not, and untracked files
  /// (not ignored ones) as added, with their lines. Renames detected.
  ///
  /// ```swift
  /// let student = try repository.diffToWorkingTree(from: try repository.commit("HEAD"))
  /// ```
  public func diffToWorkingTree(from commit: Commit) throws(GitError) -> [FileChange] {
    let base = try tree(commit.tree)
    defer { git_tree_free(base) }
    var options = git_diff_options()
    git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION))
    options.flags =
      GIT_DIFF_INCLUDE_UNTRACKED.rawValue | GIT_DIFF_RECURSE_UNTRACKED_DIRS.rawValue
      | GIT_DIFF_SHOW_UNTRACKED_CONTENT.rawValue
    var diff: OpaquePointer?
    guard git_diff_tree_to_workdir_with_index(&diff, pointer, base, &options) == 0, let diff else {
      throw failure(or: .libgit2(operation: "diff the working tree", message: Libgit2.lastErrorMessage()))
    }
    defer { git_diff_free(diff) }
    return try Self.changes(
      in: diff, renames: GIT_DIFF_FIND_RENAMES.rawValue | GIT_DIFF_FIND_FOR_UNTRACKED.rawValue, indexFile: indexFile,
      repository: pointer, workdir: git_repository_workdir(pointer).map { String(cString: $0) })
  }

  /// The files a unified diff (`git diff` output, a `.patch` file) changes, with its line
  /// counts, read by libgit2 without a repository.
  ///
  /// ```swift
  /// let cost = try Repository.changes(inPatch: String(contentsOfFile: "MVC.patch", encoding: .utf8))
  /// ```
  public static func changes(inPatch text: String) throws(GitError) -> [FileChange] {
    let diff = try parse(patch: text)
    defer { git_diff_free(diff) }
    return try changes(in: diff, renames: nil)
  }

  /// libgit2's diff of a unified-diff text; the caller frees it with `git_diff_free`.
  static func parse(patch text: String) throws(GitError) -> OpaquePointer {
    Libgit2.ensureInitialized()
    var diff: OpaquePointer?
    let bytes = Array(text.utf8)
    guard git_diff_from_buffer(&diff, bytes.map { CChar(bitPattern: $0) }, bytes.count) == 0, let diff else {
      throw .patchDoesNotApply(reason: "not a patch: \(Libgit2.lastErrorMessage())")
    }
    return diff
  }

  /// The deltas of `diff`, after rename detection with `renames` flags (none for `nil`) by
  /// git's rules (``RenameDetection``).
  ///
  /// Only deltas whose new path (or old path) `matching` accepts are read, line counts and all.
  /// `indexFile` is the repository's index, which libgit2 reads for `.gitattributes`; renames
  /// read blobs from `repository`, and added files from `workdir` for a working-tree diff.
  static func changes(
    in diff: OpaquePointer, renames: UInt32?, matching: (String) -> Bool = { _ in true },
    indexFile: String? = nil, repository: OpaquePointer? = nil, workdir: String? = nil
  ) throws(GitError) -> [FileChange] {
    if let renames {
      guard RenameDetection.find(in: diff, flags: renames, repository: repository, workdir: workdir) == 0 else {
        throw Libgit2.failure(
          or: .libgit2(operation: "detect renames", message: Libgit2.lastErrorMessage()), index: indexFile)
      }
    }
    var changes: [FileChange] = []
    for index in 0..<git_diff_num_deltas(diff) {
      guard let delta = git_diff_get_delta(diff, index)?.pointee else { continue }
      // Bytes, not `String(cString:)`: two names that differ in a byte that is not UTF-8 stay two.
      let (oldPath, oldPathIsUTF8) = PathText.decode(delta.old_file.path)
      let (newPath, newPathIsUTF8) = PathText.decode(delta.new_file.path)
      guard matching(newPath) || matching(oldPath) else { continue }
      let status: FileChange.Status
      switch delta.status {
      case GIT_DELTA_ADDED, GIT_DELTA_UNTRACKED: status = .added
      case GIT_DELTA_DELETED: status = .deleted
      case GIT_DELTA_RENAMED: status = .renamed
      case GIT_DELTA_COPIED: status = .copied
      case GIT_DELTA_TYPECHANGE: status = .typeChanged
      default: status = .modified
      }
      var patch: OpaquePointer?
      guard git_patch_from_diff(&patch, diff, index) == 0 else {
        throw Libgit2.failure(
          or: .corruptObject("in the diff of '\(newPath)'", reason: Libgit2.lastErrorMessage()), index: indexFile)
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
          linesAdded: added, linesRemoved: removed, isBinary: isBinary,
          pathIsUTF8: status == .deleted ? oldPathIsUTF8 : newPathIsUTF8,
          oldPathIsUTF8: status == .renamed || status == .copied ? oldPathIsUTF8 : true))
    }
    return changes.sorted { $0.path < $1.path }
  }
}
