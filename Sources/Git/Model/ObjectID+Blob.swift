import CGit2

extension ObjectID {
  /// The id git gives a blob with these bytes, as `git hash-object` prints it; no repository
  /// is read or written.
  ///
  /// Content-addressed caches key on it: libgit2 is already linked, and its SHA-1 has the
  /// collision detection git itself uses.
  ///
  /// ```swift
  /// ObjectID.blob(of: Array("hello world\n".utf8)).hex  // "3b18e512dba79e4c8300dd08aeb37f8e728b8dad"
  /// ```
  public static func blob(of bytes: [UInt8]) -> ObjectID {
    Libgit2.ensureInitialized()
    var oid = git_oid()
    // An empty array may have no storage; libgit2 reads nothing for length 0, but wants a pointer.
    let status = (bytes.isEmpty ? [0] : bytes).withUnsafeBytes { buffer in
      git_odb_hash(&oid, buffer.baseAddress, bytes.count, GIT_OBJECT_BLOB)
    }
    // Hashing in memory fails only when libgit2 cannot allocate, as a Swift allocation would trap.
    precondition(status == 0, "git_odb_hash failed: \(Libgit2.lastErrorMessage())")
    return ObjectID(oid)
  }
}
