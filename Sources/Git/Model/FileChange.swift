/// One file a diff between two trees touches, with libgit2's line counts.
///
/// ```swift
/// for change in try repository.diff(from: old, to: new) where change.status == .renamed {
///   print(change.oldPath!, "→", change.path, "+\(change.linesAdded) -\(change.linesRemoved)")
/// }
/// ```
public struct FileChange: Sendable, Hashable {
  public enum Status: String, Sendable, Codable {
    case added, deleted, modified, renamed, copied, typeChanged
  }

  public var status: Status
  /// The path after the change; for a deleted file, the path it had.
  public var path: String
  /// The path before a rename or copy; `nil` otherwise.
  public var oldPath: String?
  public var linesAdded: Int
  public var linesRemoved: Int
  /// Binary files have no line counts.
  public var isBinary: Bool
  /// Whether ``path`` is UTF-8, as git does not require; when not, its other bytes read `\xE9`.
  public var pathIsUTF8: Bool
  /// Whether ``oldPath`` is UTF-8 (or absent).
  public var oldPathIsUTF8: Bool

  public init(
    status: Status, path: String, oldPath: String? = nil, linesAdded: Int, linesRemoved: Int, isBinary: Bool = false,
    pathIsUTF8: Bool = true, oldPathIsUTF8: Bool = true
  ) {
    self.status = status
    self.path = path
    self.oldPath = oldPath
    self.linesAdded = linesAdded
    self.linesRemoved = linesRemoved
    self.isBinary = isBinary
    self.pathIsUTF8 = pathIsUTF8
    self.oldPathIsUTF8 = oldPathIsUTF8
  }
}
