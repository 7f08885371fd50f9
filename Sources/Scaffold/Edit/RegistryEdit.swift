import Foundation
import SwiftParser
import SwiftSyntax

/// What `archbench new` reads from and writes to `Sources/SampleRegistry`: the registered
/// ids and properties, the new sample's `Architecture+<Name>.swift`, and its entry in
/// `Architecture.all`.
///
/// ```swift
/// let registry = RegistryEdit(folder: root.appendingPathComponent("Sources/SampleRegistry"))
/// try registry.addingToAll(name)  // Architecture+All.swift's text with `.hexagonal` appended
/// ```
struct RegistryEdit {
  static let folder = "Sources/SampleRegistry"
  static let allFile = "Architecture+All.swift"

  var folder: URL

  /// The file that registers `name`, relative to the package root.
  static func file(for name: SampleName) -> String { "\(folder)/Architecture+\(name.module).swift" }

  /// The registration of a new single-module sample.
  static func registration(of name: SampleName, toolkit: Toolkit) -> String {
    """
    import \(name.module)

    extension Architecture {
      public static let \(name.property) = Architecture(
        id: "\(name.id)", name: "\(name.module)", directory: "\(name.directory)", modules: ["\(name.module)"],
        testModules: ["\(name.testModule)"], uiStyle: \(toolkit.uiStyle),
        launch: { \(name.appType).launch(in: $0, backend: $1, storage: $2) })
    }

    """
  }

  /// Every `id:` and `name:` string and every `static let` name in the registry's sources, lowercased.
  func takenNames() -> Set<String> {
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    let collector = RegistryNames(viewMode: .sourceAccurate)
    for file in files where file.pathExtension == "swift" {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      collector.walk(Parser.parse(source: text))
    }
    return collector.names
  }

  /// `Architecture+All.swift`'s text with the sample's property appended to `all`.
  func addingToAll(_ name: SampleName) throws(ScaffoldError) -> String {
    let url = folder.appendingPathComponent(Self.allFile)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw .unexpectedPackage(path: url.path, reason: "it cannot be read")
    }
    let edited: String?
    do {
      edited = try SourceSplice(source: text).appending(".\(name.property)", toArrayNamed: "all")
    } catch {
      throw .unexpectedPackage(path: url.path, reason: error.reason)
    }
    guard let edited else { throw .unexpectedPackage(path: url.path, reason: "it has no non-empty `all` array") }
    return edited
  }
}

private final class RegistryNames: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if let label = node.label?.text, label == "id" || label == "name",
      let literal = node.expression.as(StringLiteralExprSyntax.self), let text = ManifestEdit.text(of: literal)
    {
      names.insert(text.lowercased())
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let identifier = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      names.insert(identifier.trimmingBackticks.lowercased())
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text.trimmingBackticks.lowercased())
    return .visitChildren
  }
}
