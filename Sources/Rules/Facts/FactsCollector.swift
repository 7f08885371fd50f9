import CodeMetrics
import SwiftParser
import SwiftSyntax

/// Walks a file's syntax tree once and records its ``FileFacts``.
///
/// ```swift
/// let facts = FactsCollector.facts(of: "final class A { weak var view: V? }", path: "A.swift")
/// facts.storedProperties.first?.isWeak  // true
/// ```
final class FactsCollector: SyntaxVisitor {
  private var facts: FileFacts
  private let converter: SourceLocationConverter
  private var owners: [String] = []
  /// Qualified names of the declarations around the current node, typealiases included.
  private var scopes: [String] = []
  private var functionIndexes: [Int] = []

  /// Parses `source` within the ``CodeMetrics/ParseBudget``; a caller keeps it within the
  /// ``CodeMetrics/StructureLimit``.
  static func facts(of source: String, path: String) -> FileFacts {
    ParseBudget.shared.reserving(source.utf8.count) { facts(of: Parser.parse(source: source), path: path) }
  }

  static func facts(of tree: SourceFileSyntax, path: String) -> FileFacts {
    let collector = FactsCollector(path: path, converter: SourceLocationConverter(fileName: path, tree: tree))
    collector.walk(tree)
    return collector.facts
  }

  private init(path: String, converter: SourceLocationConverter) {
    facts = FileFacts(path: path)
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  private func site(_ node: some SyntaxProtocol) -> FileFacts.Site {
    let location = node.startLocation(converter: converter)
    return FileFacts.Site(line: location.line, column: location.column)
  }

  private var owner: String? { owners.last }
  private var function: String? { functionIndexes.last.map { facts.functions[$0].name } }

  // MARK: Imports and types

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    // At `import`: the declaration starts at its attributes, which may stand on the line above.
    let module = node.path.map(\.name.text).joined(separator: ".")
    let isExported = node.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "_exported"
    }
    facts.imports.append(.init(module: module, site: site(node.importKeyword), isExported: isExported))
    return .skipChildren
  }

  /// - Parameter keyword: `class`, `struct`, …: the declaration's own start would be its first
  ///   attribute, a line above the type when written `@MainActor` on a line of its own.
  private func enter(_ name: String, kind: String, _ keyword: TokenSyntax) {
    let qualified = scopes.last.map { "\($0).\(name)" } ?? name
    facts.declarations.append(.init(name: name, kind: kind, site: site(keyword), qualifiedName: qualified))
    owners.append(name)
    scopes.append(qualified)
  }

  private func leave() {
    owners.removeLast()
    scopes.removeLast()
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, kind: "class", node.classKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, kind: "struct", node.structKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { leave() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, kind: "enum", node.enumKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, kind: "actor", node.actorKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { leave() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, kind: "protocol", node.protocolKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    // Code in an extension belongs to the extended type; the extended name is not a use of it.
    let extended = Self.withoutGenericArguments(node.extendedType.trimmedText)
    facts.extensions.append(
      .init(name: extended, kind: "extension", site: site(node.extensionKeyword), qualifiedName: extended))
    owners.append(node.extendedType.trimmedText)
    scopes.append(extended)
    if let clause = node.inheritanceClause { walk(clause) }
    if let clause = node.genericWhereClause { walk(clause) }
    walk(node.memberBlock)
    return .skipChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

  /// A typealias is a declaration others may name, so what it names is its own use; it is no
  /// owner for the rules, whose owners are types.
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    let qualified = scopes.last.map { "\($0).\(node.name.text)" } ?? node.name.text
    facts.typeAliases.append(
      .init(name: node.name.text, kind: "typealias", site: site(node.typealiasKeyword), qualifiedName: qualified))
    scopes.append(qualified)
    return .visitChildren
  }
  override func visitPost(_ node: TypeAliasDeclSyntax) { scopes.removeLast() }

  /// `Box.Item` for `Box<Int>.Item`: extensions name their type with its arguments, declarations without.
  static func withoutGenericArguments(_ name: String) -> String {
    var result = ""
    var depth = 0
    for character in name {
      switch character {
      case "<": depth += 1
      case ">": depth -= 1
      default: if depth == 0 && !character.isWhitespace { result.append(character) }
      }
    }
    return result
  }

  // MARK: Functions

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let inoutNames = node.signature.parameterClause.parameters.compactMap { parameter -> String? in
      guard
        parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains(where: { $0.trimmedText == "inout" })
          == true
      else { return nil }
      return (parameter.secondName ?? parameter.firstName).text
    }
    facts.functions.append(
      .init(name: node.name.text, owner: owner, inoutParameters: inoutNames, locals: [], awaits: [], site: site(node)))
    functionIndexes.append(facts.functions.count - 1)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { functionIndexes.removeLast() }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    if let index = functionIndexes.last { facts.functions[index].awaits.append(site(node)) }
    return .visitChildren
  }

  // MARK: Properties and locals

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let isWeak = node.modifiers.contains { $0.name.text == "weak" }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      if let index = functionIndexes.last {
        facts.functions[index].locals.append(name)
      } else if let owner, binding.accessorBlock == nil || isWeak {
        facts.storedProperties.append(
          .init(
            owner: owner, name: name, typeName: binding.typeAnnotation.map { Self.baseName(of: $0.type) },
            isWeak: isWeak, site: site(binding)))
      }
    }
    return .visitChildren
  }

  /// `LoginView` for `LoginView?`, `LoginView!`, `any LoginView`, `[LoginView]`'s element is not unwrapped.
  static func baseName(of type: TypeSyntax) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) { return baseName(of: optional.wrappedType) }
    if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseName(of: forced.wrappedType) }
    if let some = type.as(SomeOrAnyTypeSyntax.self) { return baseName(of: some.constraint) }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedText
  }

  // MARK: References

  /// A `#if` condition chooses what is compiled: `os(Linux)` names a platform, not a type called
  /// `Linux`, so only the clause's code is read.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let elements = node.elements { walk(elements) }
    return .skipChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    // `ServiceEvent.ID` names an identity value, not the model: passing ids is how layers avoid models.
    if let member = node.parent?.as(MemberTypeSyntax.self), member.baseType.id == node.id, member.name.text == "ID" {
      return .visitChildren
    }
    // `Outer.Inner` names Inner through Outer: the member names travel with the base.
    var qualified = node.name.text
    var current = Syntax(node)
    while let member = current.parent?.as(MemberTypeSyntax.self), member.baseType.id == current.id {
      qualified += "." + member.name.text
      current = Syntax(member)
    }
    reference(node.name.text, node, isCall: false, qualifiedName: qualified)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard Self.startsUppercase(name) else { return .visitChildren }
    // `Name(…)`, `Name.init(…)` and `Name.member(…)` call into the type.
    var isCall = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id
    {
      isCall = true
    }
    let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
    var qualified = name
    var current = Syntax(node)
    while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
      Self.startsUppercase(member.declName.baseName.text)
    {
      qualified += "." + member.declName.baseName.text
      current = Syntax(member)
    }
    reference(name, node, isCall: isCall, qualifiedName: qualified, isMember: isMember)
    return .visitChildren
  }

  /// Whether `name` starts with an uppercase letter: a type's name, by Swift's conventions.
  /// Leading underscores are read through, as `_TinyArray` is a type kept out of the public API.
  /// An ASCII first letter is read as a byte; `Character`'s properties are for the others.
  static func startsUppercase(_ name: String) -> Bool {
    guard let byte = name.utf8.first(where: { $0 != 0x5F }) else { return false }
    guard byte >= 0x80 else { return (0x41...0x5A).contains(byte) }
    return name.first?.isUppercase == true
  }

  /// Whether `name` starts with a lowercase letter, read as ``startsUppercase(_:)`` reads it.
  static func startsLowercase(_ name: String) -> Bool {
    guard let byte = name.utf8.first else { return false }
    guard byte >= 0x80 else { return (0x61...0x7A).contains(byte) }
    return name.first?.isLowercase == true
  }

  private func reference(
    _ name: String, _ node: some SyntaxProtocol, isCall: Bool, qualifiedName: String, isMember: Bool = false
  ) {
    facts.references.append(
      .init(
        name: name, owner: owner, function: function, isCall: isCall, site: site(node), qualifiedOwner: scopes.last,
        qualifiedName: qualifiedName, isMember: isMember))
  }

  // MARK: Calls and mutations

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.makesTask(node.calledExpression) { task(node) }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      let base = member.base.map { $0.textWithoutWhitespace }
      facts.methodCalls.append(
        .init(
          name: name, base: base, owner: owner, site: site(member.declName),
          arguments: node.arguments.map {
            .init(label: $0.label?.text ?? "", value: $0.expression.textWithoutWhitespace)
          },
          hasTrailingClosure: node.trailingClosure != nil))
      if Self.mutatingMethods.contains(name), let base = member.base {
        mutation(of: base)
      }
    } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      Self.startsLowercase(reference.baseName.text)
    {
      // A bare call is a call on self (`dismiss(animated:)` in a view controller).
      facts.methodCalls.append(.init(name: reference.baseName.text, base: nil, owner: owner, site: site(reference)))
    }
    return .visitChildren
  }

  /// Whether `called` makes a task: `Task`, `Task<…>`, or either's `init` or `detached`;
  /// `Task.sleep(…)` and `Task.yield()` are calls through the type that make none.
  static func makesTask(_ called: ExprSyntax) -> Bool {
    var type = called
    if let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
      guard ["init", "detached"].contains(member.declName.baseName.text) else { return false }
      type = base
    }
    if let specialized = type.as(GenericSpecializationExprSyntax.self) { type = specialized.expression }
    return type.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
  }

  /// Records a task made by `call`, with the code around it up to its member declaration.
  private func task(_ call: FunctionCallExprSyntax) {
    let isStored =
      call.parent?.is(InitializerClauseSyntax.self) == true
      || call.parent?.as(ExprListSyntax.self).map { list in
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == call.id }), index > 0 else { return false }
        return elements[index - 1].is(AssignmentExprSyntax.self)
      } == true
    var isInClosure = false
    var enclosing: String?
    var current = call.parent
    while let node = current, !node.is(MemberBlockItemSyntax.self) {
      if node.is(ClosureExprSyntax.self) {
        isInClosure = true
      } else if let function = node.as(FunctionDeclSyntax.self) {
        enclosing = function.name.text
        break
      } else if node.is(InitializerDeclSyntax.self) {
        enclosing = "init"
        break
      } else if let binding = node.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
        enclosing = binding.pattern.trimmedText
        break
      }
      current = node.parent
    }
    facts.tasks.append(
      .init(owner: owner, function: enclosing, isInClosure: isInClosure, isStored: isStored, site: site(call)))
  }

  /// Collection methods that change the collection they are called on.
  static let mutatingMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst"]

  /// The parser leaves operators unfolded: `a.b = c` is the sequence `a.b`, `=`, `c`.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for index in elements.indices.dropFirst() {
      let element = elements[index]
      let isAssignment =
        element.is(AssignmentExprSyntax.self)
        || element.as(BinaryOperatorExprSyntax.self).map { Self.compoundAssignments.contains($0.operator.text) } == true
      if isAssignment { mutation(of: elements[index - 1]) }
    }
    return .visitChildren
  }

  static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

  /// Records a change of `target`, where the target starts. The parser puts a `try` or `await`
  /// written before an assignment (`try store.state = load()`) on its left operand, though it
  /// covers the whole assignment: it is neither part of the target's name nor its place.
  private func mutation(of target: ExprSyntax) {
    var target = target
    while true {
      if let marked = target.as(TryExprSyntax.self) {
        target = marked.expression
      } else if let marked = target.as(AwaitExprSyntax.self) {
        target = marked.expression
      } else {
        break
      }
    }
    let text = target.textWithoutWhitespace
    facts.mutations.append(.init(target: text, owner: owner, function: function, site: site(target)))
  }
}
