import SwiftParser
import SwiftSyntax

/// Appends an element to an array or dictionary literal found with swift-syntax, by splicing
/// text at the position the syntax tree gives, so that every other byte of the file stays.
///
/// The element goes where a person would write it: on the last element's line when the
/// literal lists several on one line and the line stays within `lineLimit`, else on a line of
/// its own with the last element's indentation.
///
/// ```swift
/// let edited = try SourceSplice(source: manifest).appending(
///   #"("Hexagonal", "HeadlessSwiftUI")"#, toLiteralNamed: "singleModuleSamples")
/// ```
struct SourceSplice {
  var source: String
  var lineLimit = 120

  /// The initializer of the first variable named `name`, at any depth.
  func initializer(of name: String) -> ExprSyntax? {
    let finder = VariableFinder(name: name)
    finder.walk(Parser.parse(source: source))
    return finder.found
  }

  /// The array literal `name` is initialised with.
  func array(named name: String) -> ArrayExprSyntax? {
    initializer(of: name)?.as(ArrayExprSyntax.self)
  }

  /// The dictionary literal `name` is initialised with.
  func dictionary(named name: String) -> DictionaryExprSyntax? {
    initializer(of: name)?.as(DictionaryExprSyntax.self)
  }

  /// The source with `element` appended to the array literal `name` is initialised with.
  func appending(_ element: String, toArrayNamed name: String) -> String? {
    guard let array = array(named: name), let last = array.elements.last else { return nil }
    let previous = array.elements.dropLast().last.map { Syntax($0) }
    return appending(element, after: Syntax(last), previous: previous, hasComma: last.trailingComma != nil)
  }

  /// The source with `element` (`"key": value`) appended to the dictionary literal `name` is initialised with.
  func appending(_ element: String, toDictionaryNamed name: String) -> String? {
    guard let dictionary = dictionary(named: name),
      let elements = dictionary.content.as(DictionaryElementListSyntax.self), let last = elements.last
    else { return nil }
    let previous = elements.dropLast().last.map { Syntax($0) }
    return appending(element, after: Syntax(last), previous: previous, hasComma: last.trailingComma != nil)
  }

  private func appending(_ element: String, after last: Syntax, previous: Syntax?, hasComma: Bool) -> String? {
    var bytes = Array(source.utf8)
    let end = last.endPositionBeforeTrailingTrivia.utf8Offset
    let start = last.positionAfterSkippingLeadingTrivia.utf8Offset
    let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let indent = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    let lineEnd = bytes[end...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let sharesLine = previous.map { $0.endPositionBeforeTrailingTrivia.utf8Offset > lineStart } ?? false
    let comma = hasComma ? "" : ","
    let sameLine = comma + " " + element + ","
    let inserted =
      sharesLine && (lineEnd - lineStart) + sameLine.utf8.count <= lineLimit
      ? sameLine : comma + "\n" + String(decoding: indent, as: UTF8.self) + element + ","
    bytes.insert(contentsOf: Array(inserted.utf8), at: end)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Finds the first variable declaration binding `name`, with its initializer.
private final class VariableFinder: SyntaxVisitor {
  let name: String
  var found: ExprSyntax?

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if found == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
      found = node.initializer?.value
    }
    return found == nil ? .visitChildren : .skipChildren
  }
}
