import CGit2

extension Repository {
  /// Whether the working tree differs from `HEAD`: a changed, staged, deleted or untracked
  /// (and not ignored) file. `nil` for a bare repository, which has no working tree.
  ///
  /// ```swift
  /// let dirty = try Repository.open(".").isDirty  // false right after a commit
  /// ```
  public var isDirty: Bool? {
    get throws(GitError) {
      if isBare { return nil }
      var options = git_status_options()
      git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION))
      options.show = GIT_STATUS_SHOW_INDEX_AND_WORKDIR
      options.flags = GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_EXCLUDE_SUBMODULES.rawValue
      var list: OpaquePointer?
      guard git_status_list_new(&list, pointer, &options) == 0, let list else {
        throw failure(
          or: .libgit2(operation: "read the working tree's status", message: Libgit2.lastErrorMessage()))
      }
      defer { git_status_list_free(list) }
      return git_status_list_entrycount(list) > 0
    }
  }

  /// The id `HEAD` points to; `nil` in an empty repository.
  public var head: ObjectID? {
    isEmpty ? nil : try? commit("HEAD").id
  }
}
