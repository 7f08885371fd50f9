import CGit2
import Foundation

/// A git repository opened through libgit2, read without touching its working tree.
///
/// Archbench never runs `git` and never checks anything out: every tree, blob, walk and
/// diff comes from the object database. One `Repository` is used from one thread at a
/// time, as libgit2 requires.
///
/// ```swift
/// let repository = try Repository.open("/path/to/checkout")
/// let commit = try repository.commit("main")
/// for file in try repository.files(in: commit, under: "Sources", matching: { $0.hasSuffix(".swift") }) {
///   let bytes = try repository.blob(file.blob)
/// }
/// ```
public final class Repository {
  let pointer: OpaquePointer
  /// How errors name the repository: the path it was opened from.
  public let path: String

  private init(pointer: OpaquePointer, path: String) {
    self.pointer = pointer
    self.path = path
  }

  deinit { git_repository_free(pointer) }

  /// Opens the repository at `path`, or, with `searchParents`, the one that contains it.
  /// Bare repositories open as well.
  public static func open(_ path: String, searchParents: Bool = true) throws(GitError) -> Repository {
    Libgit2.ensureInitialized()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .notARepository(path: path, reason: "no such file or directory")
    }
    guard isDirectory.boolValue else { throw .notARepository(path: path, reason: "not a directory") }
    var handle: OpaquePointer?
    let flags = searchParents ? 0 : GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue
    let code = git_repository_open_ext(&handle, path, flags, nil)
    guard code == 0, let handle else {
      let reason =
        code == GIT_ENOTFOUND.rawValue
        ? GitFileLink.problem(near: path, searchParents: searchParents)
          ?? (searchParents ? "no .git found here or in any parent" : "no .git found here")
        : Libgit2.lastErrorMessage()
      throw .notARepository(path: path, reason: reason)
    }
    let repository = Repository(pointer: handle, path: path)
    try LooseObjectGuard.install(on: handle)
    return repository
  }

  /// Whether the repository has no working tree.
  public var isBare: Bool { git_repository_is_bare(pointer) == 1 }

  /// Whether the repository is a shallow clone, whose history stops at a grafted commit.
  public var isShallow: Bool { git_repository_is_shallow(pointer) == 1 }

  /// Whether the repository has no commit yet.
  public var isEmpty: Bool { git_repository_is_empty(pointer) == 1 }

  /// The working tree's folder, ending in `/`; `nil` for a bare repository.
  public var workingDirectory: String? { git_repository_workdir(pointer).map { String(cString: $0) } }

  /// The `.git` folder (the repository itself, when bare), ending in `/`.
  public var gitDirectory: String { String(cString: git_repository_path(pointer)) }

  /// The index file, which libgit2 reads for a status and for `.gitattributes` in diffs;
  /// `nil` for a bare repository, which has none.
  var indexFile: String? { isBare ? nil : gitDirectory + "index" }

  /// The error for the libgit2 call that just failed on this repository: as
  /// ``Libgit2/failure(or:index:)``, with a failure to read the index named as such.
  func failure(or fallback: GitError) -> GitError {
    Libgit2.failure(or: fallback, index: indexFile)
  }

  /// The commit a revision names: a branch, tag, id, `HEAD~2`, anything `git rev-parse` takes.
  public func commit(_ revision: String) throws(GitError) -> Commit {
    if isEmpty { throw .emptyRepository(path) }
    var object: OpaquePointer?
    let code = git_revparse_single(&object, pointer, revision)
    guard code == 0, let object else {
      if Libgit2.isNotFound(code) {
        if isShallow { throw .unknownRevisionInShallowClone(revision, repository: path) }
        throw .unknownRevision(revision, repository: path)
      }
      throw failure(or: .corruptObject("for revision '\(revision)'", reason: Libgit2.lastErrorMessage()))
    }
    defer { git_object_free(object) }
    var peeled: OpaquePointer?
    guard git_object_peel(&peeled, object, GIT_OBJECT_COMMIT) == 0, let peeled else {
      // A blob or a tree is not a commit; a tag whose target cannot be read is corrupt.
      let failure = self.failure(or: .unknownRevision(revision, repository: path))
      guard case .unknownRevision = failure, let kind = Self.kind(of: object) else { throw failure }
      throw .notACommit(revision, object: kind, repository: path)
    }
    defer { git_object_free(peeled) }
    return Self.commit(from: peeled)
  }

  /// What an object that is not a commit is, for an error: "a tree (4b825dc)", "a tag of a
  /// blob (3b18e51)"; `nil` when what a tag points to cannot be read.
  static func kind(of object: OpaquePointer) -> String? {
    let id = ObjectID(git_object_id(object).pointee).short
    let type = git_object_type(object)
    guard type == GIT_OBJECT_TAG else { return "\(name(of: type)) (\(id))" }
    // Peeling to any type follows tags of tags to the first object that is not one.
    var target: OpaquePointer?
    guard git_object_peel(&target, object, GIT_OBJECT_ANY) == 0, let target else { return nil }
    defer { git_object_free(target) }
    return "a tag of \(name(of: git_object_type(target))) (\(id))"
  }

  private static func name(of type: git_object_t) -> String {
    switch type {
    case GIT_OBJECT_TREE: "a tree"
    case GIT_OBJECT_BLOB: "a blob"
    case GIT_OBJECT_TAG: "a tag"
    case GIT_OBJECT_COMMIT: "a commit"
    default: "an object of an unknown kind"
    }
  }

  /// The commit with this id.
  public func commit(_ id: ObjectID) throws(GitError) -> Commit {
    var oid = id.oid
    var handle: OpaquePointer?
    guard git_commit_lookup(&handle, pointer, &oid) == 0, let handle else {
      throw failure(or: .corruptObject(id.hex, reason: Libgit2.lastErrorMessage()))
    }
    defer { git_commit_free(handle) }
    return Self.commit(from: handle)
  }

  static func commit(from handle: OpaquePointer) -> Commit {
    let parents = (0..<git_commit_parentcount(handle)).compactMap { index in
      git_commit_parent_id(handle, index).map { ObjectID($0.pointee) }
    }
    let author = git_commit_author(handle).flatMap { $0.pointee.name.map { String(cString: $0) } } ?? ""
    return Commit(
      id: ObjectID(git_commit_id(handle).pointee), tree: ObjectID(git_commit_tree_id(handle).pointee),
      parents: parents, date: Date(timeIntervalSince1970: TimeInterval(git_commit_time(handle))),
      summary: git_commit_summary(handle).map { String(cString: $0) } ?? "", author: author)
  }
}

extension Repository {
  /// Where `folder` lies in the working tree, as a path prefix ending in `/` (`""` for the
  /// top, for a folder outside it, or in a bare repository): what a path given from that
  /// folder is relative to, as `git` reads it.
  ///
  /// ```swift
  /// try Repository.open("/repo/Samples").prefix(of: "/repo/Samples")  // "Samples/"
  /// ```
  public func prefix(of folder: String) -> String {
    guard let workingDirectory else { return "" }
    let here = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path + "/"
    let top = URL(fileURLWithPath: workingDirectory).resolvingSymlinksInPath().path + "/"
    return here.hasPrefix(top) ? String(here.dropFirst(top.count)) : ""
  }
}
