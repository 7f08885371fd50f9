import Foundation

/// Why a request file could not be read or written, naming the file; reads as one line.
///
/// ```swift
/// RequestFileError(path: "r.json", problem: .malformed("missing \"rounds\"")).description
/// // "malformed request file r.json: missing \"rounds\""
/// ```
public struct RequestFileError: Error, Hashable, CustomStringConvertible {
  public enum Problem: Sendable, Hashable {
    case unreadable(String)
    case unwritable(String)
    /// Not JSON, or not the request expected.
    case malformed(String)
  }

  public var path: String
  public var problem: Problem

  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  public var description: String {
    let file = path == RequestFile.standardInput ? "standard input" : path
    return switch problem {
    case .unreadable(let reason): "cannot read the request file \(file): \(reason)"
    case .unwritable(let reason): "cannot write the request file \(file): \(reason)"
    case .malformed(let reason): "malformed request file \(file): \(reason)"
    }
  }

  /// A decoding error in a few words, with the path of the offending key.
  static func summary(of error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.isEmpty
        ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\"" + (context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))")
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)) is not of type \(type)"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)) is null, not of type \(type)"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty ? "not JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
