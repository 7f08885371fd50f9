import CodeMetrics

/// A type of the scanned code, the unit of the reference graph: a declared class, struct,
/// enum, actor, protocol or typealias, or an extension in one module of a type that another
/// module (or no scanned code) declares; and per module, the code written outside any type.
///
/// Extensions in the type's own module are part of it. An extension elsewhere is a node of its
/// own in its module, because its code depends on what it names from there:
/// `extension ByteBuffer` in NIOFoundationCompat is the node `NIOFoundationCompat.ByteBuffer`
/// (kind `extension`), which depends on `NIOCore.ByteBuffer`.
///
/// ```swift
/// TypeNode(module: "App", name: "LoginView", kind: "struct", role: .view).id  // "App.LoginView"
/// ```
public struct TypeNode: Sendable, Hashable, Codable, Comparable {
  public var module: String
  /// Qualified by the types it is nested in: `Outer.Inner`.
  public var name: String
  /// `class`, `struct`, `enum`, `actor`, `protocol`, `typealias`, `extension` or `top-level`.
  public var kind: String
  public var role: ArchitectureRole

  public init(module: String, name: String, kind: String, role: ArchitectureRole) {
    self.module = module
    self.name = name
    self.kind = kind
    self.role = role
  }

  /// The name of the node holding a module's code outside any type: free functions, global
  /// variables, `main.swift`. An executable's `main.swift` depends on what it starts, so
  /// leaving it out would hide a module's dependencies; no code names it, so nothing depends on it.
  public static let topLevelName = "(top level)"

  /// `Module.Name`: unique within a graph.
  public var id: String { module + "." + name }

  /// Counts toward a group's types, the denominator of abstractness: not a typealias or an extension.
  public var isType: Bool { ["class", "struct", "enum", "actor", "protocol"].contains(kind) }

  /// Swift has no abstract classes: a protocol is the one abstract type.
  public var isAbstract: Bool { kind == "protocol" }

  public static func < (lhs: TypeNode, rhs: TypeNode) -> Bool { (lhs.module, lhs.name) < (rhs.module, rhs.name) }
}
