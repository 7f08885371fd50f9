/// What a change costs in one architecture: files touched and lines added and removed,
/// as libgit2's diff counts them.
///
/// ```swift
/// let cost = ChangeCost(filesTouched: 3, linesAdded: 24, linesRemoved: 5)
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

  /// Lines added plus lines removed.
  public var linesChanged: Int { linesAdded + linesRemoved }

  public var summary: String {
    "\(filesTouched) \(filesTouched == 1 ? "file" : "files"), +\(linesAdded) −\(linesRemoved)"
  }
}
