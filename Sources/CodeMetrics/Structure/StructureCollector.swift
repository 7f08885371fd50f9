import SwiftSyntax

/// Walks a syntax tree once, collecting imports, types, functions and decision points.
final class StructureCollector: SyntaxVisitor {
  private let lines: LineTable
  private(set) var imports: [String] = []
  private(set) var types: [TypeDeclaration] = []
  private(set) var functions: [FunctionMetrics] = []
  private(set) var fileComplexity = 0
  /// The qualified names of the types being walked, innermost last.
  private var typeNames: [String] = []
  /// Functions being walked, innermost last; decision points go to the innermost.
  private var functionStack: [FunctionMetrics] = []

  init(lines: LineTable) {
    self.lines = lines
    super.init(viewMode: .sourceAccurate)
  }

  private func line(of token: TokenSyntax) -> Int {
    lines.line(of: token.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  // MARK: Imports

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    imports.append(node.path.map(\.name.text).joined(separator: "."))
    return .skipChildren
  }

  // MARK: Types

  private func enterType(_ name: String, kind: TypeDeclaration.Kind, keyword: TokenSyntax) {
    let qualified = kind == .extension || typeNames.isEmpty ? name : typeNames.last! + "." + name
    types.append(TypeDeclaration(name: qualified, kind: kind, line: line(of: keyword)))
    typeNames.append(qualified)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .class, keyword: node.classKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .struct, keyword: node.structKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .enum, keyword: node.enumKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .protocol, keyword: node.protocolKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { typeNames.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.name.text, kind: .actor, keyword: node.actorKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node.extendedType.trimmedDescription, kind: .extension, keyword: node.extensionKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

  // MARK: Functions

  private func enterFunction(
    _ name: String, kind: FunctionMetrics.Kind, parameters: FunctionParameterListSyntax, keyword: TokenSyntax
  ) {
    let labels = parameters.map { $0.firstName.text + ":" }.joined()
    functionStack.append(
      FunctionMetrics(
        name: "\(name)(\(labels))", kind: kind, line: line(of: keyword), complexity: 1, type: typeNames.last))
  }

  private func leaveFunction() {
    functions.append(functionStack.removeLast())
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    enterFunction(
      node.name.text, kind: .function, parameters: node.signature.parameterClause.parameters, keyword: node.funcKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) { leaveFunction() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let name = "init" + (node.optionalMark?.text ?? "")
    enterFunction(
      name, kind: .initializer, parameters: node.signature.parameterClause.parameters, keyword: node.initKeyword)
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction() }

  // MARK: Decision points

  private func decision(_ count: Int = 1) {
    fileComplexity += count
    if !functionStack.isEmpty { functionStack[functionStack.count - 1].complexity += count }
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.operator.text
    if text == "&&" || text == "||" { decision() }
    return .visitChildren
  }
  override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
    // `if a, b` decides twice, like `if a && b`.
    if node.count > 1 { decision(node.count - 1) }
    return .visitChildren
  }
}
