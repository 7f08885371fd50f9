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

  public init(path: String, blob: ObjectID) {
    self.path = path
    self.blob = blob
  }
}
