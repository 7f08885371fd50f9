import Foundation
import SwiftParser
import SwiftSyntax

/// Reads one Swift file: code, comment and blank lines, declarations and the cyclomatic
/// complexity of each function.
///
/// This is the built-in size adapter; it stands in for `archbench scan` (CodeMetrics)
/// until that module is part of this build.
///
/// ```swift
/// let file = SourceScan(source: "func f(x: Int) -> Int { x > 0 ? 1 : 0 }\n")
/// file.functionComplexities  // [2]
/// ```
struct SourceScan: Sendable {
  var codeLines = 0
  var commentLines = 0
  var blankLines = 0
  var types = 0
  var protocols = 0
  var functionComplexities: [Int] = []

  init(source: String) {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var code = Set<Int>()
    var comments = Set<Int>()
    for token in tree.tokens(viewMode: .sourceAccurate) {
      if token.tokenKind != .endOfFile {
        let first = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
        let last = converter.location(for: token.endPositionBeforeTrailingTrivia).line
        code.formUnion(first...max(first, last))
      }
      // Comments live in trivia; find the lines each one spans.
      var position = token.position
      for piece in token.leadingTrivia {
        let length = piece.sourceLength
        if piece.isComment {
          let first = converter.location(for: position).line
          let last = converter.location(for: position.advanced(by: max(0, length.utf8Length - 1))).line
          comments.formUnion(first...max(first, last))
        }
        position = position.advanced(by: length.utf8Length)
      }
    }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let lineCount = source.hasSuffix("\n") ? lines.count - 1 : lines.count
    codeLines = code.count
    commentLines = comments.subtracting(code).count
    blankLines = lines.prefix(lineCount).filter { $0.allSatisfy(\.isWhitespace) }.count
    let visitor = DeclarationVisitor(viewMode: .sourceAccurate)
    visitor.walk(tree)
    types = visitor.types
    protocols = visitor.protocols
    functionComplexities = visitor.complexities
  }
}

/// Counts declarations, and complexity as 1 + one per branch point (`if`, `guard`,
/// loops, `case`, `catch`, `&&`, `||`, `??`, ternary) inside each function body.
private final class DeclarationVisitor: SyntaxVisitor {
  var types = 0
  var protocols = 0
  var complexities: [Int] = []

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types += 1
    return .visitChildren
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types += 1
    return .visitChildren
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    types += 1
    return .visitChildren
  }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    types += 1
    return .visitChildren
  }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols += 1
    return .visitChildren
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body { complexities.append(Self.complexity(of: Syntax(body))) }
    return .visitChildren
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body { complexities.append(Self.complexity(of: Syntax(body))) }
    return .visitChildren
  }
  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    if let body = node.body { complexities.append(Self.complexity(of: Syntax(body))) }
    return .visitChildren
  }

  static func complexity(of body: Syntax) -> Int {
    let counter = BranchCounter(viewMode: .sourceAccurate)
    counter.walk(body)
    return 1 + counter.branches
  }
}

private final class BranchCounter: SyntaxVisitor {
  var branches = 0
  override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
    branches += 1
    return .visitChildren
  }
  override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if ["&&", "||", "??"].contains(node.operator.text) { branches += 1 }
    return .visitChildren
  }
  // A closure's branches belong to the closure, but it has no declaration of its own
  // to carry them, so they count towards the enclosing function.
}
