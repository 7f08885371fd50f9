/// Saved latency results that cannot be read, in one line naming the file.
///
/// ```swift
/// print(LatencyFileError(path: "run.json", reason: "missing run"))
/// // the latency results run.json: missing run
/// ```
public struct LatencyFileError: Error, Sendable, Equatable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "the latency results \(path): \(reason)" }
}
