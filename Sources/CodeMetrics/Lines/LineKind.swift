/// What one line of Swift source holds, under the convention in `LINES.md`.
///
/// The cases are ordered by precedence: a line that holds any part of a token is
/// code, even if it also holds a comment.
///
/// ```swift
/// LineClassifier.lineKinds(of: Array("let a = 1 // one\n\n".utf8))  // [.code, .blank]
/// ```
public enum LineKind: UInt8, Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// Only whitespace, or nothing.
  case blank
  /// Part of a comment and no part of a token.
  case comment
  /// Part of a token, including any line inside a string or regex literal.
  case code

  public static func < (lhs: LineKind, rhs: LineKind) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    switch self {
    case .blank: "blank"
    case .comment: "comment"
    case .code: "code"
    }
  }
}
