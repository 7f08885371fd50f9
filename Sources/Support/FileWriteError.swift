import Foundation

/// A file archbench was asked to write could not be written; nothing was left half-written.
///
/// It describes itself in one line wherever it is shown: as `description`, and as
/// `localizedDescription` (`LocalizedError`), which would otherwise be Foundation's
/// "The operation could not be completed. (Support.FileWriteError error 1.)".
///
/// ```swift
/// FileWriteError(path: "out/", reason: "it is a folder; name a file").description
/// // "cannot write out/: it is a folder; name a file"
/// ```
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The destination as the user named it.
  public var path: String
  /// Why, in a few words.
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// What ``path`` is when the destination is standard output rather than a file.
  public static let standardOutputName = "standard output"

  /// Standard output could not take the results, e.g. `No space left on device`.
  ///
  /// ```swift
  /// FileWriteError.standardOutput(reason: "Broken pipe").description
  /// // "cannot write to standard output: Broken pipe"
  /// ```
  public static func standardOutput(reason: String) -> FileWriteError {
    FileWriteError(path: standardOutputName, reason: reason)
  }

  public var description: String {
    path == Self.standardOutputName ? "cannot write to standard output: \(reason)" : "cannot write \(path): \(reason)"
  }

  public var errorDescription: String? { description }
}
