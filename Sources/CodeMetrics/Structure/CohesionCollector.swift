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
        members.append(CohesionMember(type: type, name: name, kind: .storedProperty))
      }
    }
    return .visitChildren
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
    let name = node.baseName.text
    if node.baseName.tokenKind != .keyword(.self) { members[member].bareUses.insert(name) }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let member, let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) {
      members[member].selfUses.insert(node.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    guard let member else { return .visitChildren }
    // `if let items {` unwraps `items`: a use, unless `items` is a local too.
    if let binding = node.parent?.as(OptionalBindingConditionSyntax.self), binding.initializer == nil {
      members[member].bareUses.insert(node.identifier.text)
    } else {
      members[member].locals.insert(node.identifier.text)
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
