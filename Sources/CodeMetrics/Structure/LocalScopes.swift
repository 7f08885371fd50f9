import SwiftSyntax

/// Swift's lexical scopes inside a member's body: whether a bare name at some point of it is a
/// parameter or local (declared in a scope around that point, before it) or, failing that,
/// may be a member of the type. The unwrap idiom is why it matters: the `d` after `=` in
/// `guard let d = d` is read before the local `d` exists, so it is the property.
///
/// ```swift
/// // func a() { guard let d = d else { return }; print(d) }
/// scopes.declares("d", visibleAt: initializerD)  // false: the property is read
/// scopes.declares("d", visibleAt: printedD)      // true: the local from the guard
/// ```
///
/// A `let` or `guard` binding is seen by the statements after it in its block; a local
/// function by its whole block; `if`, `while`, `for`, `case` and `catch` bindings by their
/// bodies (an `if`'s or `while`'s by its later conditions too, not by its `else`); parameters,
/// closure parameters and captures, and the implicit `newValue`, `oldValue` and `error`, by
/// their bodies. The walk stops at the type's member list: what is not declared below it may
/// be a member.
struct LocalScopes {
  /// A block's names and the first statement from which each is seen, by the block's id;
  /// built once for a block, at the first lookup that reaches it.
  private var blocks: [SyntaxIdentifier: BlockNames] = [:]

  private struct BlockNames {
    /// Each statement's position, by its id.
    var positions: [SyntaxIdentifier: Int] = [:]
    /// Each name's first declaration: statements after it see the name; -1 when the whole
    /// block does (a local function).
    var firstDeclaration: [String: Int] = [:]
  }

  /// Whether `name`, read at `node`, is a parameter or local of the code around it.
  mutating func declares(_ name: String, visibleAt node: Syntax) -> Bool {
    var child = node
    while let parent = child.parent {
      if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
      if declares(name, in: parent, seenFrom: child) { return true }
      child = parent
    }
    return false
  }

  /// Whether `scope` declares `name` where `child`, one of its children, is.
  private mutating func declares(_ name: String, in scope: Syntax, seenFrom child: Syntax) -> Bool {
    switch scope.as(SyntaxEnum.self) {
    case .codeBlockItemList(let list):
      let names = blockNames(list)
      guard let first = names.firstDeclaration[name], let here = names.positions[child.id] else { return false }
      return first < here
    case .conditionElementList(let conditions):
      for condition in conditions {
        if condition.id == child.id { return false }
        if Self.names(boundBy: condition).contains(name) { return true }
      }
      return false
    case .ifExpr(let node):
      return child.id == node.body.id && node.conditions.contains { Self.names(boundBy: $0).contains(name) }
    case .whileStmt(let node):
      return child.id == node.body.id && node.conditions.contains { Self.names(boundBy: $0).contains(name) }
    case .forStmt(let node):
      return child.id != node.sequence.id && Self.patternNames(node.pattern).contains(name)
    case .switchCase(let node):
      guard child.id == node.statements.id, case .case(let label) = node.label else { return false }
      return label.caseItems.contains { Self.patternNames($0.pattern).contains(name) }
    case .catchClause(let node):
      guard child.id == node.body.id else { return false }
      if node.catchItems.isEmpty { return name == "error" }
      return node.catchItems.contains { $0.pattern.map { Self.patternNames($0).contains(name) } ?? false }
    case .closureExpr(let node):
      return child.id == node.statements.id && Self.parameterNames(of: node).contains(name)
    case .functionDecl(let node):
      return child.id == node.body?.id && Self.parameterNames(node.signature.parameterClause).contains(name)
    case .initializerDecl(let node):
      return child.id == node.body?.id && Self.parameterNames(node.signature.parameterClause).contains(name)
    case .subscriptDecl(let node):
      return child.id == node.accessorBlock?.id && Self.parameterNames(node.parameterClause).contains(name)
    case .accessorDecl(let node):
      guard child.id == node.body?.id else { return false }
      if let parameter = node.parameters { return parameter.name.text == name }
      switch node.accessorSpecifier.tokenKind {
      case .keyword(.set), .keyword(.willSet): return name == "newValue"
      case .keyword(.didSet): return name == "oldValue"
      default: return false
      }
    default:
      return false
    }
  }

  private mutating func blockNames(_ list: CodeBlockItemListSyntax) -> BlockNames {
    if let names = blocks[list.id] { return names }
    var names = BlockNames()
    for (position, item) in list.enumerated() {
      names.positions[item.id] = position
      Self.declarations(of: item) { name, wholeBlock in
        let from = wholeBlock ? -1 : position
        if from < names.firstDeclaration[name, default: .max] { names.firstDeclaration[name] = from }
      }
    }
    blocks[list.id] = names
    return names
  }

  /// The names one statement declares for the statements after it (or, for a local function,
  /// for its whole block); an `#if`'s branches are all read.
  private static func declarations(of item: CodeBlockItemSyntax, _ declare: (String, Bool) -> Void) {
    switch item.item {
    case .decl(let decl):
      if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings { patternNames(binding.pattern).forEach { declare($0, false) } }
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        declare(function.name.text, true)
      } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
        for clause in ifConfig.clauses {
          guard case .statements(let statements) = clause.elements else { continue }
          for statement in statements { declarations(of: statement, declare) }
        }
      }
    case .stmt(let stmt):
      if let guardStmt = stmt.as(GuardStmtSyntax.self) {
        for condition in guardStmt.conditions { names(boundBy: condition).forEach { declare($0, false) } }
      }
    case .expr:
      break
    }
  }

  /// The names an `if`, `guard` or `while` condition binds: `let d = d`, `let d`, `case let d? = d`.
  private static func names(boundBy condition: ConditionElementSyntax) -> [String] {
    switch condition.condition {
    case .optionalBinding(let binding): patternNames(binding.pattern)
    case .matchingPattern(let match): patternNames(match.pattern)
    default: []
    }
  }

  /// Every identifier a pattern binds: `d` in `let d`, `a` and `b` in `let (a, b)` and in
  /// `case .pair(let a, let b)`.
  static func patternNames(_ pattern: some SyntaxProtocol) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
    return pattern.children(viewMode: .sourceAccurate).flatMap { patternNames($0) }
  }

  private static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> [String] {
    clause.parameters.map { ($0.secondName ?? $0.firstName).text }
  }

  private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    guard let signature = closure.signature else { return [] }
    var names = signature.capture?.items.map(\.name.text) ?? []
    switch signature.parameterClause {
    case .simpleInput(let parameters): names += parameters.map(\.name.text)
    case .parameterClause(let clause): names += clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: break
    }
    return names
  }
}
