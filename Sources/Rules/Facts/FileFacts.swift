import SwiftSyntax

/// What one Swift file declares and uses, as the rules need it: gathered once by
/// ``FactsCollector``, read by every rule.
public struct FileFacts: Sendable {
  /// A place in the file: 1-based line and column.
  public struct Site: Sendable, Hashable {
    public var line: Int
    public var column: Int
  }

  public struct Import: Sendable, Hashable {
    public var module: String
    /// The `import` keyword, after any attribute (`@preconcurrency`).
    public var site: Site
    /// `@_exported import`: every file importing this file's module sees the imported one too.
    public var isExported = false
  }

  public struct Declaration: Sendable, Hashable {
    public var name: String
    public var kind: String
    /// The `class`, `struct`, `enum`, `actor` or `protocol` keyword, after any attribute and modifier.
    public var site: Site
    /// The name qualified by the types around it, an extension counting as its type:
    /// `Outer.Inner` for `struct Inner` in `Outer` or in `extension Outer`.
    public var qualifiedName: String = ""
  }

  /// A type name used in code: in a type annotation, a call or a member access.
  public struct Reference: Sendable, Hashable {
    public var name: String
    /// The type whose body holds the reference (an extension counts as its type); `nil` at top level.
    public var owner: String?
    /// The function around it, if any.
    public var function: String?
    /// `Name(…)` or `Name.init(…)`, or a call of a static member (`NameBuilder.build(…)`).
    public var isCall: Bool
    public var site: Site
    /// The qualified name of the declaration whose body holds it: `Outer.Inner` where ``owner``
    /// is `Inner`; a `typealias` is a declaration here (`Outer.Handler`), though not an owner.
    public var qualifiedOwner: String? = nil
    /// The name with the capitalised member names written after it: `Outer.Inner` for
    /// `Outer.Inner(…)` or `let x: Outer.Inner`; ``name`` otherwise.
    public var qualifiedName: String = ""
    /// The name is written after a dot (`Inner` in `Outer.Inner()`, `Zero` in `x.Zero`): a member
    /// of what precedes it, which the reference to the base already names in ``qualifiedName``.
    public var isMember = false
  }

  public struct StoredProperty: Sendable, Hashable {
    public var owner: String
    public var name: String
    /// The base type name of the annotation, optionals unwrapped (`LoginView` for `LoginView?`).
    public var typeName: String?
    public var isWeak: Bool
    public var site: Site
  }

  /// A call of a method by name, e.g. `present` in `viewController?.present(…)`.
  public struct MethodCall: Sendable, Hashable {
    public var name: String
    /// What it is called on, as written without whitespace (`viewController?`, `router`); `nil` for a bare call.
    public var base: String?
    public var owner: String?
    public var site: Site
    /// The arguments' labels (`""` for none) and values as written without whitespace: `("by", "isListedBefore")`.
    public var arguments: [Argument] = []
    /// Whether a closure follows the parentheses (`sorted { … }`).
    public var hasTrailingClosure = false
  }

  /// One argument of a ``MethodCall``.
  public struct Argument: Sendable, Hashable {
    public var label: String
    public var value: String
  }

  /// An assignment (`=`, `+=`, …) or a mutating call on a path (`x.append(…)`).
  public struct Mutation: Sendable, Hashable {
    /// The assigned expression as written, without whitespace or a `try` or `await`: `store.state.login`.
    public var target: String
    public var owner: String?
    public var function: String?
    /// Where the target starts.
    public var site: Site
  }

  /// A function, with its `inout` parameters and the `await`s and `Task`s in its body.
  public struct Function: Sendable, Hashable {
    public var name: String
    public var owner: String?
    public var inoutParameters: [String]
    /// Names declared with `var` or `let` in its body.
    public var locals: [String]
    public var awaits: [Site]
    public var site: Site
  }

  /// A task made: `Task { … }`, `Task(…)`, `Task.init(…)` or `Task.detached(…)`, with or without
  /// generic arguments (`Task<Void, Never>.detached { … }`).
  public struct TaskCreation: Sendable, Hashable {
    public var owner: String?
    /// The method or accessor around it, `init` for an initializer; `nil` in a property's initial value.
    public var function: String?
    /// Whether a closure lies between it and ``function`` (`sink { _ in Task { … } }`).
    public var isInClosure: Bool
    /// Whether its value is kept: the initial value of a `let` or `var`, or the right side of an `=`.
    public var isStored: Bool
    /// Where the call starts, at `Task`.
    public var site: Site
  }

  public var path: String
  public var imports: [Import] = []
  public var declarations: [Declaration] = []
  /// `typealias` declarations, apart from ``declarations`` (which the rules read as types).
  public var typeAliases: [Declaration] = []
  /// `extension` declarations, named by the extended type without generic arguments; apart
  /// from ``declarations``, since an extension declares no type.
  public var extensions: [Declaration] = []
  public var references: [Reference] = []
  public var storedProperties: [StoredProperty] = []
  public var methodCalls: [MethodCall] = []
  public var mutations: [Mutation] = []
  public var functions: [Function] = []
  public var tasks: [TaskCreation] = []

  public init(path: String) {
    self.path = path
  }

  /// The facts of one file's source text, parsed with swift-syntax.
  ///
  /// ```swift
  /// let facts = FileFacts(parsing: "struct A { var b: B }", path: "A.swift")
  /// facts.references.map(\.name)  // ["B"]
  /// ```
  public init(parsing source: String, path: String) {
    self = FactsCollector.facts(of: source, path: path)
  }

  /// The facts of a file already parsed, read from its tree: what a scan that parsed the file
  /// for its structure hands over, so that the file is not parsed twice.
  ///
  /// ```swift
  /// let facts = FileFacts(tree: Parser.parse(source: "struct A { var b: B }"), path: "A.swift")
  /// facts.references.map(\.name)  // ["B"]
  /// ```
  public init(tree: SourceFileSyntax, path: String) {
    self = FactsCollector.facts(of: tree, path: path)
  }
}
