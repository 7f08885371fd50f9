/// Files touched and lines added and removed: one part of a ``ChangeCost``, its source or
/// its tests.
///
/// ```swift
/// let size = ChangeSize(filesTouched: 3, linesAdded: 24, linesRemoved: 5)
/// size.summary  // "3 files, +24 −5"
/// ```
public struct ChangeSize: Sendable, Codable, Equatable {
  public var filesTouched: Int
  public var linesAdded: Int
  public var linesRemoved: Int

  public init(filesTouched: Int, linesAdded: Int, linesRemoved: Int) {
    self.filesTouched = filesTouched
    self.linesAdded = linesAdded
    self.linesRemoved = linesRemoved
  }

  /// No file touched.
  public static let zero = ChangeSize(filesTouched: 0, linesAdded: 0, linesRemoved: 0)

  /// Lines added plus lines removed.
  public var linesChanged: Int { linesAdded + linesRemoved }

  public var summary: String {
    "\(filesTouched) \(filesTouched == 1 ? "file" : "files"), +\(linesAdded) −\(linesRemoved)"
  }

  /// Both sizes summed: files, lines added, lines removed.
  public static func + (left: ChangeSize, right: ChangeSize) -> ChangeSize {
    ChangeSize(
      filesTouched: left.filesTouched + right.filesTouched, linesAdded: left.linesAdded + right.linesAdded,
      linesRemoved: left.linesRemoved + right.linesRemoved)
  }
}
