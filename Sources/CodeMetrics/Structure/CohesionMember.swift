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
  /// Other names the member answers to: a property-wrapped `@W var name`'s projection
  /// `$name` and storage `_name`.
  var aliases: [String] = []
  /// Names the body reads, bare (`items`) where no parameter or local of that name is in
  /// scope, or through `self` (`self.items`).
  var uses: Set<String> {
    bareUses.union(selfUses)
  }

  /// Names read with no base where no local of that name is in scope: a member's, or a
  /// global's.
  var bareUses: Set<String> = []
  /// Names read as `self.name`: always a member's.
  var selfUses: Set<String> = []
  /// Every name a parameter or local of the body, or of the closures and functions nested in
  /// it, has been given so far in the walk: a read of any other name is no local's, so only
  /// these need ``LocalScopes``'s lookup.
  var locals: Set<String> = []

  init(type: String, name: String, kind: Kind, aliases: [String] = [], uses: Set<String> = []) {
    self.type = type
    self.name = name
    self.kind = kind
    self.aliases = aliases
    selfUses = uses
  }
}
