/// A type declared in a file: a class, struct, enum, protocol, actor or extension.
///
/// ```swift
/// // `final class LoginViewModel {` on line 3 gives
/// TypeDeclaration(name: "LoginViewModel", kind: .class, line: 3, role: .viewModel, lcom4: 1)
/// ```
public struct TypeDeclaration: Sendable, Hashable, Codable {
  public enum Kind: String, Sendable, Codable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`
  }

  /// The type's name, qualified by the types it is nested in (`Outer.Inner`); for an
  /// extension, the extended type as written.
  public var name: String
  public var kind: Kind
  /// The 1-based line of the declaration's keyword.
  public var line: Int
  public var role: ArchitectureRole
  /// Hitz and Montazeri's LCOM4: how many unconnected groups the methods and the properties
  /// they use fall into (see `STRUCTURE.md`). 1 is cohesive; `nil` when undefined: a type
  /// without methods, an enum, a protocol or an extension.
  public var lcom4: Int?

  public init(name: String, kind: Kind, line: Int, role: ArchitectureRole = .other, lcom4: Int? = nil) {
    self.name = name
    self.kind = kind
    self.line = line
    self.role = role
    self.lcom4 = lcom4
  }
}

extension TypeDeclaration {
  /// The ``name`` of a type called `name` declared inside `enclosing`: `Outer.Inner`; an
  /// extension keeps the name it extends.
  static func qualifiedName(_ name: String, kind: Kind, in enclosing: String?) -> String {
    guard kind != .extension, let enclosing else { return name }
    return enclosing + "." + name
  }
}
