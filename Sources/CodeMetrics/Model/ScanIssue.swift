/// Something wrong with one input: the scan reports it and goes on.
///
/// A warning means the file was still measured (perhaps partly); an error means it was
/// skipped. Either makes `archbench scan` exit with its status for issues (`Docs/scan.md`).
public struct ScanIssue: Sendable, Hashable, Codable {
  public enum Severity: String, Sendable, Codable {
    case warning
    case error
  }

  public enum Kind: String, Sendable, Codable {
    /// Bytes that are not UTF-8; lines are still counted.
    case invalidUTF8
    /// A NUL byte: not source text, skipped.
    case binary
    /// Could not be opened or read, or is not a regular file.
    case unreadable
    /// A symbolic link that leads back into a folder being walked, or to itself.
    case symlinkLoop
    /// A symbolic link that leads outside the scanned folder: not followed without `--follow-links`.
    case linkOutsideRoot
    /// A file or folder whose name is not UTF-8: it cannot be named in a report, so it is skipped.
    case invalidName
    /// Larger than the structure limit: lines counted, structure skipped.
    case tooLarge
    /// A string, comment or regex literal still open at the end of the file or line.
    case unterminated
    /// A source file a package lists that does not exist.
    case missing
    /// A `Package.swift` whose targets are partly computed: read without running it, by convention for the rest.
    case computedManifest
    /// Nested deeper than the parser follows: types, functions and complexity are measured to that depth.
    case tooDeep
  }

  /// The path as shown in reports, relative to the scanned root where possible.
  public var path: String
  public var severity: Severity
  public var kind: Kind
  public var message: String

  public init(path: String, severity: Severity, kind: Kind, message: String) {
    self.path = path
    self.severity = severity
    self.kind = kind
    self.message = message
  }
}
