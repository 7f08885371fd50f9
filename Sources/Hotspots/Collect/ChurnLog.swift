import Git

/// The Swift files each commit of a walk changed, named as they are at the walk's tip, with
/// their lines: what both the hotspots and the coupling are counted from.
///
/// Renames are followed back through history: a change made to `Old.swift` before it became
/// `New.swift` counts for `New.swift`. A path added by a commit names a different file in the
/// commits before it, so those changes are not carried over to it.
///
/// A path that is not UTF-8 cannot be named in a report, so its changes are left out, as
/// `scan` skips such a file: ``HotspotCollector`` warns about the ones at the tip.
///
/// ```swift
/// let log = try ChurnLog.read(repository, commits: walked, under: "Sources")
/// log.changesets.count  // commits that changed a Swift file under Sources
/// ```
struct ChurnLog {
  /// One commit's changes, by the name each file has at the tip (`nil`: a file gone by then).
  struct Changeset {
    var changes: [(name: String?, change: FileChange)]
  }

  /// Non-merge commits that changed at least one Swift file under the folder, newest first.
  var changesets: [Changeset] = []
  var mergesSkipped = 0

  /// Reads `commits` (a walk, newest first) under `folder`, diffing each against its first
  /// parent. Merges are skipped: their changes are those of the commits they merge, which
  /// the walk reaches too.
  static func read(_ repository: Repository, commits: [Commit], under folder: String) throws(GitError) -> ChurnLog {
    var log = ChurnLog()
    // A path as older commits knew it → its name at the tip; `.some(nil)` for a file that is not there.
    var names: [String: String?] = [:]
    func name(of path: String) -> String? { names[path] ?? path }
    for commit in commits {
      if commit.isMerge {
        log.mergesSkipped += 1
        continue
      }
      var changes = try repository.changes(in: commit, under: folder, matching: { $0.hasSuffix(".swift") })
      changes.removeAll { !$0.pathIsUTF8 }
      guard !changes.isEmpty else { continue }
      let named = changes.map { (name: name(of: $0.path), change: $0) }
      // Names change after every change is named, so that files swapping names in one commit
      // keep theirs; an addition first, so that a new file taking a renamed one's old path
      // leaves that path to the renamed file.
      for (_, change) in named where change.status == .added { names[change.path] = .some(nil) }
      // A file renamed from a name that is not UTF-8 starts here: that name's changes are left out.
      for (current, change) in named where change.status == .renamed && change.oldPathIsUTF8 {
        if let oldPath = change.oldPath { names[oldPath] = .some(current) }
      }
      log.changesets.append(Changeset(changes: named))
    }
    return log
  }
}
