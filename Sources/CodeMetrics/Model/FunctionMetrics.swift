/// A function or initializer and its cyclomatic and cognitive complexity (see `STRUCTURE.md`).
///
/// ```swift
/// // `func login(user: String, password: String) {` inside `LoginViewModel` gives
/// FunctionMetrics(
///   name: "login(user:password:)", kind: .function, line: 12, complexity: 3, cognitiveComplexity: 2,
///   type: "LoginViewModel")
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
  /// Cyclomatic: 1 plus the decision points in this function, not in the functions nested in it.
  public var complexity: Int
  /// Campbell's cognitive complexity: increments weighted by nesting, the nested functions' and
  /// closures' included.
  public var cognitiveComplexity: Int
  /// The enclosing type, if any, qualified like ``TypeDeclaration/name``.
  public var type: String?

  public init(
    name: String, kind: Kind, line: Int, complexity: Int, cognitiveComplexity: Int = 0, type: String? = nil
  ) {
    self.name = name
    self.kind = kind
    self.line = line
    self.complexity = complexity
    self.cognitiveComplexity = cognitiveComplexity
    self.type = type
  }
}

extension FunctionMetrics {
  /// Reads what the encoder writes; JSON written before `cognitiveComplexity` existed (a blob
  /// cache, say) still reads, with 0, and the cache drops it by its measurement version.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    kind = try container.decode(Kind.self, forKey: .kind)
    line = try container.decode(Int.self, forKey: .line)
    complexity = try container.decode(Int.self, forKey: .complexity)
    cognitiveComplexity = try container.decodeIfPresent(Int.self, forKey: .cognitiveComplexity) ?? 0
    type = try container.decodeIfPresent(String.self, forKey: .type)
  }
}
