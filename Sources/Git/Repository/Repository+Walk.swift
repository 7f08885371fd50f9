import CGit2
import Foundation

extension Repository {
  /// Where a walk stops.
  public enum WalkLimit: Sendable, Hashable {
    /// At this commit, which is included; commits reachable only through it are not.
    case revision(String)
    /// At the first commit older than this date.
    case date(Date)
  }

  /// The commits reachable from `revision`, newest first, in topological order.
  ///
  /// With `firstParent`, merges contribute only their first parent, which follows a
  /// branch's own line as `git log --first-parent` does. Refuses a shallow clone, whose
  /// walk would end early without saying so.
  ///
  /// ```swift
  /// let commits = try repository.walk(from: "main", since: .revision("v1.0"), firstParent: true)
  /// ```
  public func walk(
    from revision: String, since limit: WalkLimit? = nil, firstParent: Bool = true, maximumCount: Int? = nil
  ) throws(GitError) -> [Commit] {
    if isShallow { throw .shallowClone(path) }
    let tip = try commit(revision)
    var walker: OpaquePointer?
    guard git_revwalk_new(&walker, pointer) == 0, let walker else {
      throw failure(or: .libgit2(operation: "start a walk", message: Libgit2.lastErrorMessage()))
    }
    defer { git_revwalk_free(walker) }
    git_revwalk_sorting(walker, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue)
    if firstParent { git_revwalk_simplify_first_parent(walker) }
    var tipID = tip.id.oid
    git_revwalk_push(walker, &tipID)
    var boundary: Commit?
    if case .revision(let since) = limit {
      let stop = try commit(since)
      boundary = stop
      for parent in stop.parents {
        var id = parent.oid
        git_revwalk_hide(walker, &id)
      }
    }
    var commits: [Commit] = []
    var oid = git_oid()
    while true {
      if let maximumCount, commits.count >= maximumCount { break }
      let code = git_revwalk_next(&oid, walker)
      if code == GIT_ITEROVER.rawValue { break }
      guard code == 0 else {
        throw failure(or: .corruptObject("in the history of '\(revision)'", reason: Libgit2.lastErrorMessage()))
      }
      let next = try commit(ObjectID(oid))
      if case .date(let date) = limit, next.date < date { break }
      commits.append(next)
    }
    if let boundary, !commits.contains(where: { $0.id == boundary.id }) {
      throw .unknownRevision("\(boundary.id.short) (not an ancestor of '\(revision)')", repository: path)
    }
    return commits
  }
}
