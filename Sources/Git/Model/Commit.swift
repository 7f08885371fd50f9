import Foundation

/// One commit, as much of it as archbench uses.
///
/// ```swift
/// let commit = try repository.commit("main")
/// print(commit.id.short, commit.summary, commit.date)
/// ```
public struct Commit: Sendable, Hashable {
  public var id: ObjectID
  /// The root tree's id.
  public var tree: ObjectID
  /// First parent first; empty for a root commit.
  public var parents: [ObjectID]
  /// The committer's time.
  public var date: Date
  /// The first line of the message.
  public var summary: String
  public var author: String

  public init(id: ObjectID, tree: ObjectID, parents: [ObjectID], date: Date, summary: String, author: String) {
    self.id = id
    self.tree = tree
    self.parents = parents
    self.date = date
    self.summary = summary
    self.author = author
  }

  public var isMerge: Bool { parents.count > 1 }
}
