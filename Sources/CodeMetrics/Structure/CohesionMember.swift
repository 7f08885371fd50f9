/// One instance member of a type, a node of its LCOM4 graph, and the names its body uses.
///
/// ```swift
/// // `func reload() { items = load(from: url) }` in `TaskList` gives
/// CohesionMember(type: "TaskList", name: "reload", kind: .method, uses: ["items", "load", "url"])
/// ```
struct CohesionMember: Equatable {
  enum Kind: Equatable {
    /// A function, a computed property or a subscript: code that uses other members.
    case method
    /// A stored property: used, using nothing.
    case storedProperty
  }

  /// The qualified name of the type, or of the type an extension extends.
  var type: String
  /// The base name: `reload` for `reload(animated:)`; overloads share it, as a bare call does.
  var name: String
  var kind: Kind
  /// Names the body reads, bare (`items`) or through `self` (`self.items`), less those a
  /// parameter or a local declared anywhere in the body shadows; see ``locals``.
  var uses: Set<String> {
    bareUses.subtracting(locals).union(selfUses)
  }

  /// Names read with no base: a member's, or a local's.
  var bareUses: Set<String> = []
  /// Names read as `self.name`: always a member's.
  var selfUses: Set<String> = []
  /// Parameters and locals of the body and of the closures and functions nested in it.
  var locals: Set<String> = []

  init(type: String, name: String, kind: Kind, uses: Set<String> = []) {
    self.type = type
    self.name = name
    self.kind = kind
    selfUses = uses
  }
}
