import SwiftSyntax

/// Walks a syntax tree once, collecting imports, types, functions, decision points and the
/// increments of cognitive complexity.
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
  /// The units of cognitive complexity being walked, innermost last; the first is the file.
  private var frames = [CognitiveFrame(base: 0)]
  /// The cognitive nesting level here, counted from the file.
  private var nesting = 0
  /// Parenthesized sequences already read as part of the sequence around them.
  private var absorbedSequences: Set<SyntaxIdentifier> = []
  /// The calls among the file's functions, for recursion.
  private var calls = RecursionGraph()
  /// The functions being walked, innermost last, as indices of `calls`, each with the index in
  /// `functions` it gets once walked (set as it ends).
  private var callers: [Int] = []
  private var functionIndices: [Int] = []
  /// Per function of `calls`, the line of its `func` keyword: where its recursion increment is.
  private var functionLines: [Int] = []

  /// Cognitive complexity anywhere in the file: every unit's, and the code outside any.
  var fileCognitiveComplexity: Int { frames[0].score }
  /// Each line's cognitive increments as the outermost unit around them counts them: what a
  /// test compares with the `// +2` written beside the line.
  private(set) var cognitiveIncrements: [Int: Int] = [:]

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
    let qualified = TypeDeclaration.qualifiedName(name, kind: kind, in: typeNames.last)
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
    callers.append(
      calls.enter(
        name: name, parameters: parameters, type: typeNames.last, parent: callers.last, callable: kind == .function))
    functionIndices.append(-1)
    functionLines.append(line(of: keyword))
    enterUnit()
  }

  private func leaveFunction() {
    var function = functionStack.removeLast()
    function.cognitiveComplexity = leaveUnit()
    functionIndices[callers.removeLast()] = functions.count
    functions.append(function)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let caller = callers.last { calls.record(node, from: caller) }
    return .visitChildren
  }

  /// +1 for each function in a recursion cycle, once the whole file is known; like any of a
  /// nested function's increments, it counts toward the functions around it too.
  override func visitPost(_ node: SourceFileSyntax) {
    var parents: [Int?] = []
    for (index, isRecursive) in calls.recursive().enumerated() {
      parents.append(calls.parent(of: index))
      guard isRecursive else { continue }
      var current: Int? = index
      while let function = current {
        functions[functionIndices[function]].cognitiveComplexity += 1
        current = parents[function]
      }
      frames[0].add()
      cognitiveIncrements[functionLines[index], default: 0] += 1
    }
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

  // Accessors and `deinit` are not functions of the scan, but they are units of cognitive
  // complexity: their bodies start a nesting level of their own, as a nested function's does.
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
    enterUnit()
    return .visitChildren
  }
  override func visitPost(_ node: AccessorBlockSyntax) { leaveUnit() }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enterUnit()
    return .visitChildren
  }
  override func visitPost(_ node: DeinitializerDeclSyntax) { leaveUnit() }

  // MARK: Compilation conditions

  /// `#if os(Linux) || DEBUG` chooses what is compiled, not a path through the code: its
  /// condition is no decision point and no increment, and adds no nesting. The code of every
  /// branch is measured, where it stands.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let elements = node.elements { walk(elements) }
    return .skipChildren
  }

  // MARK: Decision points

  private func decision(_ count: Int = 1) {
    fileComplexity += count
    if !functionStack.isEmpty { functionStack[functionStack.count - 1].complexity += count }
  }

  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    decision()
    // An `if` whose parent is an `if` is its `else if`: +1 like `else`, no nesting bonus.
    increment(nested: node.parent?.is(IfExprSyntax.self) != true, at: node.ifKeyword)
    if case .codeBlock = node.elseBody, let keyword = node.elseKeyword { increment(nested: false, at: keyword) }
    return .visitChildren
  }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    increment(nested: true, at: node.guardKeyword)
    return .visitChildren
  }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    increment(nested: true, at: node.forKeyword)
    return .visitChildren
  }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    increment(nested: true, at: node.whileKeyword)
    return .visitChildren
  }
  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    decision()
    increment(nested: true, at: node.repeatKeyword)
    return .visitChildren
  }
  override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind {
    decision()
    return .visitChildren
  }
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    decision()
    increment(nested: true, at: node.catchKeyword)
    return .visitChildren
  }
  override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
    decision()
    increment(nested: true, at: node.questionMark)
    nesting += 1
    return .visitChildren
  }
  override func visitPost(_ node: UnresolvedTernaryExprSyntax) { nesting -= 1 }
  override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
    decision()
    increment(nested: true, at: node.questionMark)
    nesting += 1
    return .visitChildren
  }
  override func visitPost(_ node: TernaryExprSyntax) { nesting -= 1 }
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

  // MARK: Cognitive complexity

  private func enterUnit() {
    nesting += 1
    frames.append(CognitiveFrame(base: nesting))
  }

  /// Ends the innermost unit, counts its increments toward the one around it, and returns its own.
  @discardableResult
  private func leaveUnit() -> Int {
    let inner = frames.removeLast()
    if frames.count == 1 {
      // The file adds each outermost unit's figure as it stands: its nesting starts in its body.
      frames[0].add(inner.score)
    } else {
      frames[frames.count - 1].absorb(inner)
    }
    nesting -= 1
    return inner.score
  }

  /// One increment at `token`: with the nesting bonus (`if`, loops, …) or without (`else`, …).
  private func increment(nested: Bool, at token: TokenSyntax) {
    if nested { frames[frames.count - 1].add(atNesting: nesting) } else { frames[frames.count - 1].add() }
    let outermost = frames.count > 1 ? frames[1].base : 0
    cognitiveIncrements[line(of: token), default: 0] += nested ? 1 + nesting - outermost : 1
  }

  override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
    increment(nested: true, at: node.switchKeyword)
    return .visitChildren
  }

  // The cases are nested; the subject is read where the `switch` stands. The cases of an
  // `#if` among them are a list of their own, already nested.
  override func visit(_ node: SwitchCaseListSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(SwitchExprSyntax.self) == true { nesting += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: SwitchCaseListSyntax) {
    if node.parent?.is(SwitchExprSyntax.self) == true { nesting -= 1 }
  }

  override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
    if Self.isNested(node) { nesting += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: CodeBlockSyntax) {
    if Self.isNested(node) { nesting -= 1 }
  }

  /// The bodies of `if`, `else`, `guard`'s `else`, loops and `catch` nest; those of `do` and
  /// `defer` do not (Sonar's `try` and `finally`), and a unit's own body starts a level itself.
  private static func isNested(_ block: CodeBlockSyntax) -> Bool {
    guard let parent = block.parent else { return false }
    return parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(ForStmtSyntax.self)
      || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) || parent.is(CatchClauseSyntax.self)
  }

  // A closure adds a level and no increment; its increments count toward the function around it.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    nesting += 1
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) { nesting -= 1 }

  override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.label != nil { increment(nested: false, at: node.breakKeyword) }
    return .visitChildren
  }
  override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.label != nil { increment(nested: false, at: node.continueKeyword) }
    return .visitChildren
  }
  // Swift's one `goto`: it jumps into the next case's body, past its pattern.
  override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind {
    increment(nested: false, at: node.fallthroughKeyword)
    return .visitChildren
  }

  /// +1 for each run of like logical operators (`a && b && c` is one, `a && b || c` two),
  /// and the operands of a ternary nested in it, read by precedence (``OperatorSequence``).
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // Most sequences (`x = y + 1`) have neither: nothing to count, nothing nested.
    var hasLogicalOperator = false
    var hasTernary = false
    for element in node.elements {
      if element.is(UnresolvedTernaryExprSyntax.self) {
        hasTernary = true
      } else if let binary = element.as(BinaryOperatorExprSyntax.self),
        binary.operator.text == "&&" || binary.operator.text == "||"
      {
        hasLogicalOperator = true
      }
    }
    let absorbed = absorbedSequences.remove(node.id) != nil
    guard hasTernary || (hasLogicalOperator && !absorbed) else { return .visitChildren }
    let sequence = OperatorSequence(node)
    if !absorbed {
      for start in sequence.runStarts(absorbing: &absorbedSequences) { increment(nested: false, at: start) }
    }
    guard hasTernary else { return .visitChildren }
    for (element, depth) in zip(node.elements, sequence.depths) {
      nesting += depth
      walk(element)
      nesting -= depth
    }
    return .skipChildren
  }

}
