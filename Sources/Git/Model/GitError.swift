/// Why a repository could not be read as asked: one case per kind, so that a caller can tell
/// them apart (`archbench` gives each kind its own exit status, `Docs/history.md`).
///
/// ```swift
/// do { _ = try repository.commit("nope") } catch { print(error.description) }
/// // unknown revision 'nope' in /tmp/repo
/// ```
public enum GitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path is not inside a git repository, or does not exist.
  case notARepository(path: String, reason: String)
  /// The revision names no commit.
  case unknownRevision(String, repository: String)
  /// The revision names an object that is not a commit: `object` says what it is, as
  /// "a tree (4b825dc)" or "a tag of a blob (3b18e51)".
  case notACommit(String, object: String, repository: String)
  /// The revision names no commit in a shallow clone, whose history stops early: it may lie beyond the cut.
  case unknownRevisionInShallowClone(String, repository: String)
  /// The repository has no commit at all.
  case emptyRepository(String)
  /// The repository is a shallow clone, so its history is cut short.
  case shallowClone(String)
  /// An object could not be read: missing, truncated or not what its id says.
  case corruptObject(String, reason: String)
  /// The index (the staging area, `.git/index`) cannot be read: libgit2 reads it for a
  /// working tree's status, and for `.gitattributes` in every diff.
  case corruptIndex(String, reason: String)
  /// The revision's tree has nothing at the path.
  case missingPath(String, revision: String)
  /// No tree that was read has the path: nothing would be measured.
  case pathNotFound(String, searched: String)
  /// A path with `..` that climbs above the repository's root.
  case pathOutsideRepository(String)
  /// A patch that is not a unified diff, or whose hunks do not match the tree.
  case patchDoesNotApply(reason: String)
  /// Any other libgit2 failure.
  case libgit2(operation: String, message: String)

  public var description: String {
    switch self {
    case .notARepository(let path, let reason): "\(path) is not a git repository (\(reason))"
    case .unknownRevision(let revision, let repository): "unknown revision '\(revision)' in \(repository)"
    case .notACommit(let revision, let object, let repository):
      "'\(revision)' is \(object), not a commit, in \(repository)"
    case .unknownRevisionInShallowClone(let revision, let repository):
      "unknown revision '\(revision)' in \(repository), a shallow clone whose history stops early; "
        + "fetch the rest with 'git fetch --unshallow'"
    case .emptyRepository(let path): "\(path) is an empty repository: it has no commits yet"
    case .shallowClone(let path):
      "\(path) is a shallow clone, so its history is incomplete; fetch the rest with 'git fetch --unshallow'"
    case .corruptObject(let object, let reason): "corrupt object \(object): \(reason)"
    case .corruptIndex(let path, let reason): "the index \(path) is corrupt: \(reason)"
    case .missingPath(let path, let revision): "revision '\(revision)' has no path '\(path)'"
    case .pathNotFound(let path, let searched): "the path '\(path)' is not in \(searched)"
    case .pathOutsideRepository(let path): "the path '\(path)' leads outside the repository"
    case .patchDoesNotApply(let reason): "the patch does not apply: \(reason)"
    case .libgit2(let operation, let message): "libgit2 failed to \(operation): \(message)"
    }
  }
}
