import CGit2

extension Repository {
  /// The regular files of `commit`'s tree under `path` (the whole tree for `""`) whose
  /// names `matching` accepts, in path order. Symbolic links and submodules are left out.
  ///
  /// Throws ``GitError/missingPath(_:revision:)`` when the tree has nothing at `path`.
  public func files(
    in commit: Commit, under path: String = "", matching: (String) -> Bool = { _ in true }
  ) throws(GitError) -> [TreeFile] {
    try files(inTree: commit.tree, under: path, revision: commit.id.short, matching: matching)
  }

  /// The regular files of a tree, as ``files(in:under:matching:)``.
  public func files(
    inTree treeID: ObjectID, under path: String = "", revision: String? = nil,
    matching: (String) -> Bool = { _ in true }
  ) throws(GitError) -> [TreeFile] {
    let root = try tree(treeID)
    defer { git_tree_free(root) }
    let prefix = Self.normalized(path)
    if prefix.isEmpty { return try files(of: root, prefix: "", matching: matching) }
    var entry: OpaquePointer?
    let code = git_tree_entry_bypath(&entry, root, prefix)
    guard code == 0, let entry else {
      // Only "not found" is a missing path: an intermediate tree that cannot be read is corrupt.
      if code == GIT_ENOTFOUND.rawValue { throw .missingPath(prefix, revision: revision ?? treeID.short) }
      throw failure(or: .corruptObject("on the path '\(prefix)'", reason: Libgit2.lastErrorMessage()))
    }
    defer { git_tree_entry_free(entry) }
    let id = ObjectID(git_tree_entry_id(entry).pointee)
    switch git_tree_entry_type(entry) {
    case GIT_OBJECT_TREE:
      let subtree = try tree(id)
      defer { git_tree_free(subtree) }
      return try files(of: subtree, prefix: prefix + "/", matching: matching)
    case GIT_OBJECT_BLOB where Self.isRegular(entry) && matching(prefix):
      return [TreeFile(path: prefix, blob: id, isExecutable: Self.isExecutable(entry))]
    default:
      return []
    }
  }

  /// The bytes of a blob.
  public func blob(_ id: ObjectID) throws(GitError) -> [UInt8] {
    var oid = id.oid
    var handle: OpaquePointer?
    guard git_blob_lookup(&handle, pointer, &oid) == 0, let handle else {
      throw failure(or: .corruptObject(id.hex, reason: Libgit2.lastErrorMessage()))
    }
    defer { git_blob_free(handle) }
    let size = Int(git_blob_rawsize(handle))
    guard size > 0, let content = git_blob_rawcontent(handle) else { return [] }
    return [UInt8](UnsafeRawBufferPointer(start: content, count: size))
  }

  /// `path` without leading `./`, leading or trailing `/`, or empty components.
  static func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
  }

  /// The tree with this id; the caller frees it with `git_tree_free`.
  func tree(_ id: ObjectID) throws(GitError) -> OpaquePointer {
    var oid = id.oid
    var handle: OpaquePointer?
    guard git_tree_lookup(&handle, pointer, &oid) == 0, let handle else {
      throw failure(or: .corruptObject(id.hex, reason: Libgit2.lastErrorMessage()))
    }
    return handle
  }

  private func files(
    of tree: OpaquePointer, prefix: String, prefixIsUTF8: Bool = true, matching: (String) -> Bool
  ) throws(GitError)
    -> [TreeFile]
  {
    var result: [TreeFile] = []
    for index in 0..<git_tree_entrycount(tree) {
      guard let entry = git_tree_entry_byindex(tree, index) else { continue }
      let (name, nameIsUTF8) = PathText.decode(git_tree_entry_name(entry))
      let path = prefix + name
      let id = ObjectID(git_tree_entry_id(entry).pointee)
      switch git_tree_entry_type(entry) {
      case GIT_OBJECT_TREE:
        let subtree = try self.tree(id)
        defer { git_tree_free(subtree) }
        result += try files(
          of: subtree, prefix: path + "/", prefixIsUTF8: prefixIsUTF8 && nameIsUTF8, matching: matching)
      case GIT_OBJECT_BLOB where Self.isRegular(entry) && matching(path):
        result.append(
          TreeFile(
            path: path, blob: id, isExecutable: Self.isExecutable(entry), pathIsUTF8: prefixIsUTF8 && nameIsUTF8))
      default:
        break
      }
    }
    // Git orders a folder as if its name ended in "/", so sort to plain path order.
    return result.sorted { $0.path < $1.path }
  }

  private static func isExecutable(_ entry: OpaquePointer) -> Bool {
    git_tree_entry_filemode(entry) == GIT_FILEMODE_BLOB_EXECUTABLE
  }

  private static func isRegular(_ entry: OpaquePointer) -> Bool {
    let mode = git_tree_entry_filemode(entry)
    return mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE
  }
}
