import SwiftSyntax

/// Where a reference leads: a declaration of the scanned code, two or more (ambiguous), or none.
enum Resolution: Equatable {
  case declared(module: String, qualified: String)
  case ambiguous
  case external
}

/// The declarations of every module, by qualified name (`Outer.Inner`), and the modules each
/// module re-exports (`@_exported import`).
///
/// ```swift
/// index.resolve(["Outer", "Inner", "make"], in: "App", scope: [], visible: ["Core"])
/// // .declared(module: "Core", qualified: "Outer.Inner")
/// ```
struct DeclarationIndex {
  var declaring: [String: Set<String>] = [:]
  var reexports: [String: Set<String>] = [:]
  var moduleNames: Set<String> = []

  /// The modules a file of `module` importing `imports` sees: itself, the imports, and what
  /// they re-export, transitively.
  func visible(from module: String, imports: [String]) -> Set<String> {
    var seen: Set<String> = [module]
    var pending = imports
    while let next = pending.popLast() {
      guard seen.insert(next).inserted else { continue }
      pending.append(contentsOf: reexports[next, default: []])
    }
    return seen
  }

  /// Docs/coupling.md's rules 2 and 3 for one qualified name: the own module shadows every
  /// import; else the one visible module declaring it; two or more are ambiguous.
  func lookup(_ qualified: String, module: String, visible: Set<String>) -> Resolution? {
    guard let modules = declaring[qualified] else { return nil }
    if modules.contains(module) { return .declared(module: module, qualified: qualified) }
    let seen = modules.intersection(visible)
    if seen.count > 1 { return .ambiguous }
    return seen.first.map { .declared(module: $0, qualified: qualified) }
  }

  /// Resolves the name `components` (`["Outer", "Inner", "make"]`) written in `module`, inside
  /// the type `scope` (`["Outer"]`, or `[]` outside any type).
  func resolve(
    _ components: [String], in module: String, scope: [String], visible: Set<String>
  )
    -> Resolution
  {
    guard let first = components.first else { return .external }
    var found: Resolution?
    // Rule 1: the scopes around the reference, innermost first.
    for depth in stride(from: scope.count, to: 0, by: -1) where found == nil {
      found = lookup((scope.prefix(depth) + [first]).joined(separator: "."), module: module, visible: visible)
    }
    // Rules 2 and 3: the own module, then the one visible module.
    if found == nil { found = lookup(first, module: module, visible: visible) }
    var rest = components.dropFirst()
    // A module qualifier (`NIOCore.ByteBuffer`): the name in that module alone.
    if found == nil, moduleNames.contains(first), let name = rest.first,
      declaring[name, default: []].contains(first)
    {
      found = .declared(module: first, qualified: name)
      rest = rest.dropFirst()
    }
    guard case .declared(var declarer, var qualified)? = found else { return found ?? .external }
    // Rule 4: member names written after it, as far as they are declared (a type nested in
    // an extension of another module's type is declared where the extension is).
    for name in rest {
      guard case .declared(let owner, let longer)? = lookup(qualified + "." + name, module: module, visible: visible)
      else { break }
      (declarer, qualified) = (owner, longer)
    }
    return .declared(module: declarer, qualified: qualified)
  }
}

/// The name a type is written with, as components: `NIOCore.ByteBuffer` → `["NIOCore",
/// "ByteBuffer"]`; generic arguments dropped; other shapes (`[Int]`, `A?`) as their text.
func components(of type: TypeSyntax) -> [String] {
  if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
  if let member = type.as(MemberTypeSyntax.self) { return components(of: member.baseType) + [member.name.text] }
  return [type.trimmedDescription]
}

/// Pass 1: the qualified names a file declares (types and typealiases; extensions add their
/// extended type's name as a scope), its imports and its re-exports.
final class DeclarationCollector: SyntaxVisitor {
  let moduleNames: Set<String>
  var declared: [String] = []
  var imports: [String] = []
  var exported: [String] = []
  private var scope: [[String]] = []

  init(moduleNames: Set<String>) {
    self.moduleNames = moduleNames
    super.init(viewMode: .sourceAccurate)
  }

  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    scope.append((scope.last ?? []) + [name])
    declared.append(scope.last!.joined(separator: "."))
    return .visitChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text else { return .skipChildren }
    imports.append(module)
    let isExported = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
    }
    if isExported { exported.append(module) }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    var name = components(of: node.extendedType)
    if name.count > 1, moduleNames.contains(name[0]) { name.removeFirst() }
    scope.append(name)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: TypeAliasDeclSyntax) { scope.removeLast() }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
}

/// One node of the type graph: a type, a typealias, an extension of another module's (or an
/// undeclared) type, or a module's top-level code.
struct Node: Hashable {
  var module: String
  var name: String
}

/// Pass 2: each node of a file and the declarations its code names.
///
/// Names are read in type positions (every `IdentifierTypeSyntax`/`MemberTypeSyntax`, attributes
/// included), as the callee of a call (`Name(…)`, `Name<T>(…)`) and as the base of a member
/// access chain (`Name.x`, `Outer.Inner.make()`).
final class ReferenceCollector: SyntaxVisitor {
  let index: DeclarationIndex
  let module: String
  let visible: Set<String>
  /// The enclosing nodes, innermost last, each with its qualified name as the scope of rule 1.
  private var stack: [(node: Node, scope: [String])] = []
  var nodes: Set<Node> = []
  var types: Set<Node> = []
  var edges: [Node: Set<Node>] = [:]
  var counts = (resolved: 0, external: 0, ambiguous: 0)

  init(index: DeclarationIndex, module: String, imports: [String]) {
    self.index = index
    self.module = module
    self.visible = index.visible(from: module, imports: imports)
    super.init(viewMode: .sourceAccurate)
  }

  private var topLevel: Node { Node(module: module, name: "(top level)") }

  private func enter(_ name: String, isType: Bool) -> SyntaxVisitorContinueKind {
    let scope = (stack.last?.scope ?? []) + [name]
    let node = Node(module: module, name: scope.joined(separator: "."))
    nodes.insert(node)
    if isType { types.insert(node) }
    stack.append((node, scope))
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isType: true) }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isType: true) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isType: true) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isType: true) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isType: true) }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, isType: false) }

  /// An extension of an own type is that type's node; of another module's type, a node of its
  /// own that depends on the type; of a type declared nowhere, a node of its own.
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    var written = components(of: node.extendedType)
    let resolution = index.resolve(written, in: module, scope: [], visible: visible)
    if written.count > 1, index.moduleNames.contains(written[0]) { written.removeFirst() }
    switch resolution {
    case .declared(let declarer, let qualified) where declarer == module:
      stack.append((Node(module: module, name: qualified), qualified.split(separator: ".").map(String.init)))
    case .declared(let declarer, let qualified):
      let extensionNode = Node(module: module, name: qualified)
      nodes.insert(extensionNode)
      edges[extensionNode, default: []].insert(Node(module: declarer, name: qualified))
      stack.append((extensionNode, qualified.split(separator: ".").map(String.init)))
    case .ambiguous, .external:
      let extensionNode = Node(module: module, name: written.joined(separator: "."))
      nodes.insert(extensionNode)
      stack.append((extensionNode, written))
    }
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
  override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
  override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
  override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
  override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
  override func visitPost(_ node: TypeAliasDeclSyntax) { stack.removeLast() }
  override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

  /// Code outside any type (functions, variables, statements) makes the `(top level)` node.
  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if stack.isEmpty {
      let item = node.item
      let isDeclarationOnly =
        item.is(ImportDeclSyntax.self) || item.is(IfConfigDeclSyntax.self) || item.is(ClassDeclSyntax.self)
        || item.is(StructDeclSyntax.self) || item.is(EnumDeclSyntax.self) || item.is(ActorDeclSyntax.self)
        || item.is(ProtocolDeclSyntax.self) || item.is(TypeAliasDeclSyntax.self) || item.is(ExtensionDeclSyntax.self)
      if !isDeclarationOnly { nodes.insert(topLevel) }
    }
    return .visitChildren
  }

  private func record(_ components: [String]) {
    let from = stack.last?.node ?? topLevel
    switch index.resolve(components, in: module, scope: stack.last?.scope ?? [], visible: visible) {
    case .declared(let declarer, let qualified):
      counts.resolved += 1
      let target = Node(module: declarer, name: qualified)
      if target.module != from.module || target.name != from.name {
        nodes.insert(from)
        edges[from, default: []].insert(target)
      }
    case .ambiguous: counts.ambiguous += 1
    case .external: counts.external += 1
    }
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    // The base of `A.B` is read with the whole name, by the MemberTypeSyntax.
    if let parent = node.parent?.as(MemberTypeSyntax.self), parent.baseType.id == node.id { return .visitChildren }
    record([node.name.text])
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let parent = node.parent?.as(MemberTypeSyntax.self), parent.baseType.id == node.id { return .visitChildren }
    var base = TypeSyntax(node)
    while let member = base.as(MemberTypeSyntax.self) { base = member.baseType }
    if base.is(IdentifierTypeSyntax.self) { record(components(of: TypeSyntax(node))) }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard let parent = node.parent else { return .visitChildren }
    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
      record([node.baseName.text])
    } else if let specialization = parent.as(GenericSpecializationExprSyntax.self),
      specialization.expression.id == node.id
    {
      record([node.baseName.text])
    } else if parent.is(MemberAccessExprSyntax.self) {
      // The chain `Outer.Inner.make` read outward from its base.
      var names = [node.baseName.text]
      var current = Syntax(node)
      while let access = current.parent?.as(MemberAccessExprSyntax.self), access.base?.id == current.id {
        names.append(access.declName.baseName.text)
        current = Syntax(access)
      }
      if names.count > 1 { record(names) }
    }
    return .visitChildren
  }
}
