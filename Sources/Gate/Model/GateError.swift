import Foundation

/// What stops a check before it can judge anything; the CLI prints it on one line and exits 1.
///
/// ```swift
/// print(GateError.incompatible(path: "Benchmarks/baseline.json", found: 9, expected: 1))
/// // Benchmarks/baseline.json: baseline schema version 9, this archbench reads 1; run archbench baseline update
/// ```
public enum GateError: Error, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case incompatible(path: String, found: Int, expected: Int)
  case measurementFailed(String)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): \(reason)"
    case .incompatible(let path, let found, let expected):
      "\(path): baseline schema version \(found), this archbench reads \(expected); run archbench baseline update"
    case .measurementFailed(let reason): "measurement failed: \(reason)"
    }
  }

  /// A decoding error in a few words: which key, and what is wrong with it.
  static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      "missing \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\(context.codingPath.map(\.stringValue).joined(separator: ".")) has the wrong type"
    case DecodingError.dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "not valid JSON" : "\(context.codingPath.map(\.stringValue).joined(separator: ".")) is malformed"
    default: "\(error)"
    }
  }
}
