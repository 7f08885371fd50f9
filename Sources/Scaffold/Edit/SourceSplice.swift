import SwiftParser
import SwiftSyntax

/// Appends an element to an array or dictionary literal found with swift-syntax, by splicing
/// text at the position the syntax tree gives, so that every other byte of the file stays.
///
/// The literal is the initializer of the one declaration of its variable, at the top level or
/// in a type: a second declaration, one inside `#if`, or one local to a function or closure is
/// refused rather than guessed at, because which of them the compiler uses depends on things
/// `new` cannot see. (Comments and strings are not declarations; the syntax tree never
/// confuses them with one.)
///
/// The element goes where a person would write it: on the last element's line when the
/// literal lists several on one line and the line stays within `lineLimit`, else on a line of
/// its own with the last element's indentation, ended as that line is (`\n` or `\r\n`).
///
/// ```swift
/// let edited = try SourceSplice(source: manifest).appending(
///   #"("Hexagonal", "HeadlessSwiftUI")"#, toArrayNamed: "singleModuleSamples")
/// ```
struct SourceSplice {
  /// Why a variable's literal cannot be edited: one line, the end of "Cannot add a sample to <file>: …".
  struct Problem: Error, Equatable {
    var reason: String
  }

  var source: String
  var lineLimit = 120

  /// The initializer of the one declaration of `name`; nil when nothing declares it.
  ///
  /// - Throws: ``Problem`` when several declarations bind `name`, or the one that does is
  ///   inside `#if` or local to a function or closure.
  func initializer(of name: String) throws(Problem) -> ExprSyntax? {
    let file = Parser.parse(source: source)
    let finder = VariableFinder(name: name)
    finder.walk(file)
    let converter = SourceLocationConverter(fileName: "", tree: file)
    func line(_ node: PatternBindingSyntax) -> Int {
      converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }
    guard let binding = finder.found.first else { return nil }
    // `#if` first: it is why a second declaration may look legitimate.
    if let conditional = finder.found.first(where: { Self.isConditional($0) }) {
      throw Problem(
        reason: "`\(name)` is declared inside `#if` (line \(line(conditional))), and new edits only one declaration "
          + "outside any")
    }
    if finder.found.count > 1 {
      let lines = finder.found.map { String(line($0)) }.joined(separator: ", ")
      throw Problem(
        reason: "`\(name)` is declared \(finder.found.count) times (lines \(lines)), and new edits only one")
    }
    if Self.isLocal(binding) {
      throw Problem(
        reason: "`\(name)` (line \(line(binding))) is local to a function or closure, and new edits only "
          + "a declaration at the top level or in a type")
    }
    return binding.initializer?.value
  }

  /// Whether `node` is in a clause of `#if`, `#elseif` or `#else`.
  private static func isConditional(_ node: PatternBindingSyntax) -> Bool {
    sequence(first: Syntax(node), next: \.parent).contains { $0.is(IfConfigClauseSyntax.self) }
  }

  /// Whether `node` is in a function's, accessor's or closure's body rather than at the top level or in a type.
  private static func isLocal(_ node: PatternBindingSyntax) -> Bool {
    sequence(first: Syntax(node), next: \.parent).contains {
      $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(AccessorBlockSyntax.self)
    }
  }

  /// The array literal `name` is initialised with; nil when nothing declares it or its value is no array literal.
  func array(named name: String) throws(Problem) -> ArrayExprSyntax? {
    try initializer(of: name)?.as(ArrayExprSyntax.self)
  }

  /// The dictionary literal `name` is initialised with; nil when nothing declares it or its value is no dictionary.
  func dictionary(named name: String) throws(Problem) -> DictionaryExprSyntax? {
    try initializer(of: name)?.as(DictionaryExprSyntax.self)
  }

  /// The source with `element` appended to the array literal `name` is initialised with; nil
  /// when there is no such literal with an element.
  func appending(_ element: String, toArrayNamed name: String) throws(Problem) -> String? {
    guard let array = try array(named: name), let last = array.elements.last else { return nil }
    let previous = array.elements.dropLast().last.map { Syntax($0) }
    return appending(element, after: Syntax(last), previous: previous, hasComma: last.trailingComma != nil)
  }

  /// The source with `element` (`"key": value`) appended to the dictionary literal `name` is
  /// initialised with; nil when there is no such literal with an element.
  func appending(_ element: String, toDictionaryNamed name: String) throws(Problem) -> String? {
    guard let dictionary = try dictionary(named: name),
      let elements = dictionary.content.as(DictionaryElementListSyntax.self), let last = elements.last
    else { return nil }
    let previous = elements.dropLast().last.map { Syntax($0) }
    return appending(element, after: Syntax(last), previous: previous, hasComma: last.trailingComma != nil)
  }

  private func appending(_ element: String, after last: Syntax, previous: Syntax?, hasComma: Bool) -> String {
    var bytes = Array(source.utf8)
    let end = last.endPositionBeforeTrailingTrivia.utf8Offset
    let start = last.positionAfterSkippingLeadingTrivia.utf8Offset
    let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let indent = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    // A file with Windows line endings keeps them: the new line ends as the last element's does.
    let newline = lineEnd < bytes.count && lineEnd > end && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
    let sharesLine = previous.map { $0.endPositionBeforeTrailingTrivia.utf8Offset > lineStart } ?? false
    let comma = hasComma ? "" : ","
    let sameLine = comma + " " + element + ","
    let inserted =
      sharesLine && (lineEnd - lineStart) + sameLine.utf8.count <= lineLimit
      ? sameLine : comma + newline + String(decoding: indent, as: UTF8.self) + element + ","
    bytes.insert(contentsOf: Array(inserted.utf8), at: end)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Finds every variable declaration binding `name`, at any depth, in `#if` clauses too.
private final class VariableFinder: SyntaxVisitor {
  let name: String
  var found: [PatternBindingSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let identifier = node.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      identifier.text.trimmingBackticks == name
    {
      found.append(node)
    }
    return .visitChildren
  }
}

extension String {
  /// An identifier's name without the backticks that escape a keyword: `` `class` `` is `class`.
  var trimmingBackticks: String {
    count >= 2 && hasPrefix("`") && hasSuffix("`") ? String(dropFirst().dropLast()) : self
  }
}
