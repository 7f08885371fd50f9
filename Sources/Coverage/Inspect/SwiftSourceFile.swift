import SwiftParser
import SwiftSyntax

/// What archbench reads from one Swift file: its code lines, what it imports, and the
/// types it declares with the names each of them uses.
///
/// ```swift
/// let file = SwiftSourceFile(path: "Samples/MVP/Sources/Login/LoginPresenter.swift", source: text)
/// file.codeLines          // 41
/// file.importedModules    // ["ServiceKit"]
/// file.types.map(\.name)  // ["LoginPresenter"]
/// ```
struct SwiftSourceFile: Sendable, Hashable {
  /// The path relative to the package root.
  var path: String
  /// Lines with at least one token of Swift code; blank lines and lines with only
  /// comments do not count, and a multi-line string literal counts every line it spans.
  var codeLines: Int
  /// The first component of every `import` in the file, e.g. `HeadlessUIKit`.
  var importedModules: Set<String>
  /// Every class, struct, enum, protocol and actor the file declares, nested ones included.
  var types: [TypeDeclaration]

  init(path: String, source: String) {
    let tree = Parser.parse(source: source)
    self.path = path
    self.codeLines = Self.countCodeLines(in: tree)
    let collector = DeclarationCollector(viewMode: .sourceAccurate)
    collector.walk(tree)
    self.importedModules = collector.importedModules
    self.types = collector.types
  }

  /// Counts the distinct lines that tokens occupy. The parser puts comments and blank
  /// lines in trivia, so they are never a token's line.
  private static func countCodeLines(in tree: SourceFileSyntax) -> Int {
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var lines = Set<Int>()
    for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind != .endOfFile {
      let first = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
      let last = converter.location(for: token.endPositionBeforeTrailingTrivia).line
      lines.formUnion(first...max(first, last))
    }
    return lines.count
  }
}

/// A type declaration and the names its declaration uses.
struct TypeDeclaration: Sendable, Hashable {
  enum Kind: String, Sendable {
    case `class`, `struct`, `enum`, `protocol`, actor
  }

  var name: String
  var kind: Kind
  /// Every type name and every name an expression refers to, inside the declaration
  /// (its inheritance clause, members and nested types), except the type's own name.
  var referencedNames: Set<String>
}

/// Walks a file once, recording imports and type declarations.
private final class DeclarationCollector: SyntaxVisitor {
  var importedModules: Set<String> = []
  var types: [TypeDeclaration] = []

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if let module = node.path.first?.name.text { importedModules.insert(module) }
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name, kind: .class)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name, kind: .struct)
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name, kind: .enum)
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name, kind: .protocol)
  }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    record(node, name: node.name, kind: .actor)
  }

  // Nested types are declarations of their own, so the walk goes on into the members.
  private func record(
    _ node: some SyntaxProtocol, name: TokenSyntax, kind: TypeDeclaration.Kind
  )
    -> SyntaxVisitorContinueKind
  {
    let names = NameCollector(viewMode: .sourceAccurate)
    names.walk(node)
    names.names.remove(name.text)
    types.append(TypeDeclaration(name: name.text, kind: kind, referencedNames: names.names))
    return .visitChildren
  }
}

/// Collects the names a piece of syntax refers to: type names (`LoginView`, the
/// `HeadlessUIKit` of `HeadlessUIKit.Label`) and names in expressions (`Label(…)`).
private final class NameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.baseName.text)
    return .visitChildren
  }
}
