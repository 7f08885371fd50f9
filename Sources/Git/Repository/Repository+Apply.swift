import CGit2

extension Repository {
  /// Applies a unified diff to a tree in memory and writes the resulting tree: nothing is
  /// checked out, the working tree and index are untouched.
  ///
  /// Throws ``GitError/patchDoesNotApply(reason:)`` with libgit2's reason when a hunk does
  /// not match the tree.
  ///
  /// ```swift
  /// let solved = try repository.apply(patch: text, to: try repository.commit("HEAD").tree)
  /// ```
  public func apply(patch text: String, to treeID: ObjectID) throws(GitError) -> ObjectID {
    let diff = try Self.parse(patch: text)
    defer { git_diff_free(diff) }
    let base = try tree(treeID)
    defer { git_tree_free(base) }
    var index: OpaquePointer?
    guard git_apply_to_tree(&index, pointer, base, diff, nil) == 0, let index else {
      throw failure(or: .patchDoesNotApply(reason: Libgit2.lastErrorMessage()))
    }
    defer { git_index_free(index) }
    var result = git_oid()
    guard git_index_write_tree_to(&result, index, pointer) == 0 else {
      throw failure(or: .libgit2(operation: "write the patched tree", message: Libgit2.lastErrorMessage()))
    }
    return ObjectID(result)
  }
}
