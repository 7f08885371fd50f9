import SwiftSyntax

/// Walks a syntax tree and records each type's instance members and the names their bodies
/// use: the graph LCOM4 counts (see ``Cohesion`` and `STRUCTURE.md`).
///
/// ```swift
/// let collector = CohesionCollector()
/// collector.walk(Parser.parse(source: "struct A { var n = 0; func f() { n += 1 } }"))
/// collector.members  // [A.n (stored), A.f (method, uses n)]
/// ```
final class CohesionCollector: SyntaxVisitor {
  private(set) var members: [CohesionMember] = []

  /// Where the walk is: in a type's member list, or in the body of a member (`nil` when that
  /// member is no node: an initializer, a `static` one, code outside any type).
  private enum Place {
    case type(String)
    case member(Int?)
  }

  private var places: [Place] = []
  /// The qualified names of the types being walked, innermost last.
  private var typeNames: [String] = []
  /// Computed properties by their binding, so that the accessor block knows its member.
  private var computedBindings: [SyntaxIdentifier: Int] = [:]
  /// Which locals are in scope where a name is read, for names some local of the member has.
  private var scopes = LocalScopes()

  init() {
    super.init(viewMode: .sourceAccurate)
  }

  private var typeHere: String? {
    if case .type(let name) = places.last { return name }
    return nil
  }

  /// The member whose body the walk is in.
  private var member: Int? {
    if case .member(let index) = places.last { return index }
    return nil
  }

  // MARK: Types

  private func enterType(_ name: String, kind: TypeDeclaration.Kind) {
    let qualified = TypeDeclaration.qualifiedName(name, kind: kind, in: typeNames.last)
    typeNames.append(qualified)
    places.append(.type(qualified))
  }

  private func leaveType() {
    typeNames.removeLast()
    places.removeLast()
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .class)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .struct)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { leaveType() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .enum)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .protocol)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .actor)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription, kind: .extension)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

  // MARK: Members

  private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
  }

  /// Starts a member's body: a new node when it is an instance member of the type around it,
  /// else the body of the member it is nested in, if any.
  private func enterMember(_ name: String?, modifiers: DeclModifierListSyntax) {
    if let type = typeHere {
      guard let name, !Self.isStatic(modifiers) else {
        places.append(.member(nil))
        return
      }
      members.append(CohesionMember(type: type, name: name, kind: .method))
      places.append(.member(members.count - 1))
    } else {
      // A nested function's uses are its enclosing member's.
      if let member, let name { members[member].locals.insert(name) }
      places.append(.member(member))
    }
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterMember(node.name.text, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { places.removeLast() }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    enterMember("subscript", modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { places.removeLast() }

  // Initializers and `deinit` set up and tear down every property: they are no nodes, lest they
  // join every group into one.
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterMember(nil, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { places.removeLast() }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterMember(nil, modifiers: node.modifiers)
    return .visitChildren
  }
  override func visitPost(_ node: DeinitializerDeclSyntax) { places.removeLast() }

  /// A property of the type: stored (with or without `willSet`/`didSet`) or computed.
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = typeHere, !Self.isStatic(node.modifiers) else { return .visitChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if Self.isComputed(binding) {
        members.append(CohesionMember(type: type, name: name, kind: .method))
        computedBindings[binding.id] = members.count - 1
      } else {
        let aliases = Self.isWrapped(node.attributes) ? ["$" + name, "_" + name] : []
        members.append(CohesionMember(type: type, name: name, kind: .storedProperty, aliases: aliases))
      }
    }
    return .visitChildren
  }

  /// Attributes of stored properties that are no property wrappers: `@W var name` has a
  /// projection `$name` and a storage `_name`, `@IBOutlet var name` has not.
  private static let builtInAttributes: Set<String> = [
    "objc", "nonobjc", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying", "NSManaged",
    "available", "MainActor", "preconcurrency", "usableFromInline", "inlinable", "exclusivity",
    "LazyLoaded", "ObservationIgnored", "ObservationTracked", "Transient", "Attribute", "Relationship",
  ]

  /// Whether a stored property carries an attribute that may be a property wrapper; a
  /// global actor or a macro counted as one costs nothing unless `$name` or `_name` is used.
  private static func isWrapped(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return !builtInAttributes.contains(attribute.attributeName.trimmedDescription)
    }
  }

  /// Whether a binding has a getter: `{ … }` or `get`; observers alone leave it stored.
  private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
    switch binding.accessorBlock?.accessors {
    case nil: false
    case .getter: true
    case .accessors(let accessors):
      accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }
  }

  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    if typeHere != nil, let binding = node.parent?.as(PatternBindingSyntax.self) {
      // A computed property's body is its member's; observers of a stored one belong to none.
      places.append(.member(computedBindings[binding.id]))
    } else {
      places.append(.member(member))
    }
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) { places.removeLast() }

  // MARK: Uses and bindings

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member else { return .visitChildren }
    // `x` in `a.x` and in `\.x` is another value's member; `self` itself is no member.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      return .visitChildren
    }
    if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .visitChildren }
    if node.baseName.tokenKind != .keyword(.self) { read(node.baseName.text, at: Syntax(node), in: member) }
    return .visitChildren
  }

  /// Records a bare read of `name` unless a parameter or local of that name is in scope there.
  private func read(_ name: String, at node: Syntax, in member: Int) {
    if !members[member].locals.contains(name) || !scopes.declares(name, visibleAt: node) {
      members[member].bareUses.insert(name)
    }
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let member, let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
      members[member].selfUses.insert(node.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    guard let member else { return .visitChildren }
    // `if let items {` reads `items` (the member, unless a local of that name is in scope),
    // then declares a local `items`, as `if let items = items {` does.
    if let binding = node.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
      read(node.identifier.text, at: Syntax(node), in: member)
    }
    members[member].locals.insert(node.identifier.text)
    return .visitChildren
  }

  /// A local function is seen by its whole block, before its declaration too.
  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    guard let member else { return .visitChildren }
    for item in node {
      if let function = item.item.as(FunctionDeclSyntax.self) { members[member].locals.insert(function.name.text) }
    }
    return .visitChildren
  }

  /// `[weak self]`, `[d = d]`: a local of the closure's body; `[d]` reads `d` first.
  override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
    guard let member else { return .visitChildren }
    if node.initializer == nil, node.name.tokenKind != .keyword(.self) {
      read(node.name.text, at: Syntax(node), in: member)
    }
    members[member].locals.insert(node.name.text)
    return .visitChildren
  }

  /// `catch {` declares `error`.
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    if let member, node.catchItems.isEmpty { members[member].locals.insert("error") }
    return .visitChildren
  }

  /// `set`, `willSet` and `didSet` declare `newValue` or `oldValue`, or the name given.
  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let member else { return .visitChildren }
    if let parameter = node.parameters {
      members[member].locals.insert(parameter.name.text)
    } else {
      members[member].locals.formUnion(["newValue", "oldValue"])
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    if let member { members[member].locals.insert((node.secondName ?? node.firstName).text) }
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    if let member { members[member].locals.insert((node.secondName ?? node.firstName).text) }
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    if let member { members[member].locals.insert(node.name.text) }
    return .visitChildren
  }
}
