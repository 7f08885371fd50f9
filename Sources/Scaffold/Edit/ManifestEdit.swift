import SwiftParser
import SwiftSyntax

/// What `archbench new` reads from and writes to `Package.swift`: the list of single-module
/// samples, the libraries a sample adds, and every target's name.
///
/// ```swift
/// let manifest = ManifestEdit(source: text)
/// try manifest.samples()  // [("MVC", "HeadlessUIKit"), ("MVVM", "HeadlessSwiftUI"), …]
/// try manifest.addingSample(name, toolkit: .swiftui)  // the text with ("Hexagonal", "HeadlessSwiftUI") appended
/// ```
struct ManifestEdit {
  static let samplesArray = "singleModuleSamples"
  static let librariesDictionary = "sampleLibraries"

  var source: String
  /// The manifest's path, as errors name it.
  var path = "Package.swift"

  /// The `(name, UI module)` tuples of `singleModuleSamples`; nil when the manifest has no such array.
  ///
  /// - Throws: when the array is declared twice, inside `#if`, or in a function (``SourceSplice``).
  func samples() throws(ScaffoldError) -> [(name: String, ui: String)]? {
    guard
      let array = try splice({ splice throws(SourceSplice.Problem) in try splice.array(named: Self.samplesArray) })
    else { return nil }
    return array.elements.compactMap { element in
      guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count == 2 else { return nil }
      let parts = tuple.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self).flatMap(Self.text(of:)) }
      return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
  }

  /// Every string passed as `name:` in the manifest: targets, products and their packages' products.
  func names() -> Set<String> {
    let collector = NameCollector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: source))
    return collector.names
  }

  /// The text of the value `sampleLibraries` gives `module`, e.g. `[.product(name: "OpenCombine", …)]`.
  func libraries(of module: String) throws(ScaffoldError) -> String? {
    guard
      let dictionary = try splice({ splice throws(SourceSplice.Problem) in
        try splice.dictionary(named: Self.librariesDictionary)
      }),
      let elements = dictionary.content.as(DictionaryElementListSyntax.self)
    else { return nil }
    let element = elements.first { element in
      element.key.as(StringLiteralExprSyntax.self).flatMap(Self.text(of:)) == module
    }
    return element?.value.trimmedDescription
  }

  /// The manifest with the sample appended to `singleModuleSamples`.
  func addingSample(_ name: SampleName, toolkit: Toolkit) throws(ScaffoldError) -> String {
    let element = "(\"\(name.module)\", \"\(toolkit.module)\")"
    guard
      let edited = try splice({ splice throws(SourceSplice.Problem) in
        try splice.appending(element, toArrayNamed: Self.samplesArray)
      })
    else { throw .unexpectedPackage(path: path, reason: "it has no non-empty `\(Self.samplesArray)` array") }
    return edited
  }

  /// The manifest with `libraries` (a value's text) given to the sample in `sampleLibraries`.
  func addingLibraries(_ libraries: String, for name: SampleName) throws(ScaffoldError) -> String {
    let element = "\"\(name.module)\": \(libraries)"
    guard
      let edited = try splice({ splice throws(SourceSplice.Problem) in
        try splice.appending(element, toDictionaryNamed: Self.librariesDictionary)
      })
    else {
      throw .unexpectedPackage(path: path, reason: "it has no non-empty `\(Self.librariesDictionary)`")
    }
    return edited
  }

  /// Runs `body` on the manifest's ``SourceSplice``, its problems as errors naming the manifest.
  private func splice<T>(_ body: (SourceSplice) throws(SourceSplice.Problem) -> T) throws(ScaffoldError) -> T {
    do {
      return try body(SourceSplice(source: source))
    } catch {
      throw .unexpectedPackage(path: path, reason: error.reason)
    }
  }

  /// A literal's text when it has no interpolation.
  static func text(of literal: StringLiteralExprSyntax) -> String? {
    guard literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self) else {
      return nil
    }
    return segment.content.text
  }
}

private final class NameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if node.label?.text == "name", let literal = node.expression.as(StringLiteralExprSyntax.self),
      let text = ManifestEdit.text(of: literal)
    {
      names.insert(text)
    }
    return .visitChildren
  }
}
