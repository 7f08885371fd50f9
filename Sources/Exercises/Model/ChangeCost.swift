import Git

/// What a change costs in one architecture: files touched and lines added and removed,
/// as libgit2's diff counts them.
///
/// ```swift
/// let cost = ChangeCost(try Repository.changes(inPatch: patch), under: "Samples/MVC")
/// cost.summary  // "3 files, +24 −5"
/// ```
public struct ChangeCost: Sendable, Codable, Equatable {
  public var filesTouched: Int
  public var linesAdded: Int
  public var linesRemoved: Int

  public init(filesTouched: Int, linesAdded: Int, linesRemoved: Int) {
    self.filesTouched = filesTouched
    self.linesAdded = linesAdded
    self.linesRemoved = linesRemoved
  }

  /// The changes whose path (or path before a rename) lies under `directory`.
  public init(_ changes: [FileChange], under directory: String) {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let inside = changes.filter { $0.path.hasPrefix(prefix) || ($0.oldPath?.hasPrefix(prefix) ?? false) }
    self.init(
      filesTouched: inside.count, linesAdded: inside.reduce(0) { $0 + $1.linesAdded },
      linesRemoved: inside.reduce(0) { $0 + $1.linesRemoved })
  }

  /// Lines added plus lines removed.
  public var linesChanged: Int { linesAdded + linesRemoved }

  public var summary: String {
    "\(filesTouched) \(filesTouched == 1 ? "file" : "files"), +\(linesAdded) −\(linesRemoved)"
  }
}
