import CodeMetrics
import SwiftParser
import SwiftSyntax

/// Which declaration each line of a file sits in: types, and their functions, initializers,
/// subscripts and properties, by the lines they span. A baseline names a violation by it, so
/// that the name survives lines inserted above.
///
/// ```swift
/// let declarations = EnclosingDeclarations(source: "struct A {\n  func f() {\n    g()\n  }\n}\n")
/// declarations.name(at: 3)  // "A.f"
/// ```
struct EnclosingDeclarations {
  struct Span {
    var start: Int
    var end: Int
    /// `Type.member`, e.g. `ListViewModel.render`, `ListViewModel.init`.
    var name: String
  }

  var spans: [Span]

  init(source: String) {
    spans = ParseBudget.shared.reserving(source.utf8.count) {
      let tree = Parser.parse(source: source)
      let collector = Collector(converter: SourceLocationConverter(fileName: "", tree: tree))
      collector.walk(tree)
      return collector.spans
    }
  }

  /// The innermost declaration spanning `line`, or `top level`.
  func name(at line: Int) -> String {
    let containing = spans.filter { $0.start <= line && line <= $0.end }
    // Spans nest: the innermost starts last, and of two starting on one line, ends first.
    let innermost = containing.max { ($0.start, -$0.end) < ($1.start, -$1.end) }
    return innermost?.name ?? "top level"
  }

  private final class Collector: SyntaxVisitor {
    let converter: SourceLocationConverter
    var spans: [Span] = []
    var scopes: [String] = []
    /// Inside a body: its locals are not members.
    var bodies = 0

    init(converter: SourceLocationConverter) {
      self.converter = converter
      super.init(viewMode: .sourceAccurate)
    }

    func enter(_ name: String, _ node: some SyntaxProtocol) {
      scopes.append(name)
      spans.append(
        Span(
          start: node.startLocation(converter: converter).line, end: node.endLocation(converter: converter).line,
          name: scopes.joined(separator: ".")))
    }

    func leave() { scopes.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name.text, node) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name.text, node) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name.text, node) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name.text, node) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { type(node.name.text, node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      type(node.extendedType.trimmedDescription, node)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { member(node.name.text, node) }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveMember() }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { member("init", node) }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveMember() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { member("deinit", node) }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveMember() }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { member("subscript", node) }
    override func visitPost(_ node: SubscriptDeclSyntax) { leaveMember() }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      // A local is part of its function; a property (or a global) is a declaration of its own.
      guard bodies == 0 else { return .visitChildren }
      let name = node.bindings.first?.pattern.trimmedDescription ?? "var"
      return member(name, node)
    }
    override func visitPost(_ node: VariableDeclSyntax) {
      // Only a property that entered leaves: a local entered nothing.
      guard entered.last == node.id else { return }
      entered.removeLast()
      leaveMember()
    }

    /// The properties entered, so that a local's visitPost does not leave one.
    var entered: [SyntaxIdentifier] = []

    func type(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
      enter(name, node)
      return .visitChildren
    }

    func member(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
      enter(name, node)
      bodies += 1
      if node.is(VariableDeclSyntax.self) { entered.append(node.id) }
      return .visitChildren
    }

    func leaveMember() {
      bodies -= 1
      leave()
    }
  }
}
