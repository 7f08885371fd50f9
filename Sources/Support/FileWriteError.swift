/// A file archbench was asked to write could not be written; nothing was left half-written.
///
/// ```swift
/// FileWriteError(path: "out/", reason: "it is a folder; name a file").description
/// // "cannot write out/: it is a folder; name a file"
/// ```
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The destination as the user named it.
  public var path: String
  /// Why, in a few words.
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot write \(path): \(reason)" }
}
