/// A function or initializer and its cyclomatic complexity (see `STRUCTURE.md`).
///
/// ```swift
/// // `func login(user: String, password: String) {` inside `LoginViewModel` gives
/// FunctionMetrics(name: "login(user:password:)", kind: .function, line: 12, complexity: 3, type: "LoginViewModel")
/// ```
public struct FunctionMetrics: Sendable, Hashable, Codable {
  public enum Kind: String, Sendable, Codable {
    case function
    case initializer
  }

  /// The name with its argument labels, as Swift spells a function reference: `login(user:password:)`.
  public var name: String
  public var kind: Kind
  /// The 1-based line of the `func` or `init` keyword.
  public var line: Int
  public var complexity: Int
  /// The enclosing type, if any, qualified like ``TypeDeclaration/name``.
  public var type: String?

  public init(name: String, kind: Kind, line: Int, complexity: Int, type: String? = nil) {
    self.name = name
    self.kind = kind
    self.line = line
    self.complexity = complexity
    self.type = type
  }
}
