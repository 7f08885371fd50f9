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

  public var description: String { "cannot write \(path): \(reason)" }

  public var errorDescription: String? { description }
}
