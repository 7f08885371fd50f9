/// A file archbench was given that it cannot use, in one line naming it and the problem:
/// the weights of `report --weights`, the results of `latency --from`.
///
/// Its reasons come from Support's `JSONProblem`, which every reader of a JSON file uses.
///
/// ```swift
/// print(UnreadableFile(kind: "weights file", path: "w.json", reason: "unknown key 'testabilty'"))
/// // cannot read the weights file w.json: unknown key 'testabilty'
/// ```
public struct UnreadableFile: Error, Sendable, Equatable, CustomStringConvertible {
  /// What the file should have been, as a reader names it: "weights file", "latency results".
  public var kind: String
  public var path: String
  public var reason: String

  public init(kind: String, path: String, reason: String) {
    self.kind = kind
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot read the \(kind) \(path): \(reason)" }
}
