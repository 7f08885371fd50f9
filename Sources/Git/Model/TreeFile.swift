/// A regular file in a commit's tree: where it is and which blob holds it.
///
/// ```swift
/// let files = try repository.files(in: commit, under: "Samples/MVC", matching: { $0.hasSuffix(".swift") })
/// files.first  // TreeFile(path: "Samples/MVC/Sources/App.swift", blob: …)
/// ```
public struct TreeFile: Sendable, Hashable {
  /// The path from the repository's root.
  public var path: String
  public var blob: ObjectID
  /// Mode 100755 rather than 100644. Not part of equality: the bytes are the blob's.
  public var isExecutable: Bool
  /// Whether the path is UTF-8, as git does not require; when not, its other bytes read `\xE9`
  /// (`caf\xE9.swift`), and a report should skip it rather than name it.
  public var pathIsUTF8: Bool

  public init(path: String, blob: ObjectID, isExecutable: Bool = false, pathIsUTF8: Bool = true) {
    self.path = path
    self.blob = blob
    self.isExecutable = isExecutable
    self.pathIsUTF8 = pathIsUTF8
  }

  public static func == (lhs: TreeFile, rhs: TreeFile) -> Bool { lhs.path == rhs.path && lhs.blob == rhs.blob }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(blob)
  }
}
