import Foundation
import SwiftParser
import SwiftSyntax

/// The architectures a package registers, read from its source (`Sources/SampleRegistry`)
/// rather than from the registry compiled into this archbench, which may predate an
/// `archbench new` in that package or be another package's altogether.
///
/// Registered means listed in `Architecture.all` (`Architecture+All.swift`), in that order,
/// and defined as `static let <property> = Architecture(id: "…", name: "…", …)`.
///
/// ```swift
/// RegisteredArchitectures.read(packageRoot: root).map(\.id)  // ["mvc", …, "probe"]
/// ```
public enum RegisteredArchitectures {
  /// One registered architecture: its id and its display name.
  public struct Entry: Sendable, Hashable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// The package's registered architectures; empty when it has no registry this reader knows.
  public static func read(packageRoot: URL) -> [Entry] {
    let folder = packageRoot.appendingPathComponent(RegistryEdit.folder)
    let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    let reader = RegistryReader(viewMode: .sourceAccurate)
    for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "swift" {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      reader.walk(Parser.parse(source: text))
    }
    return reader.all.compactMap { reader.definitions[$0] }
  }
}

/// Collects `static let x = Architecture(id:name:…)` definitions and the `all` array's members.
private final class RegistryReader: SyntaxVisitor {
  var definitions: [String: RegisteredArchitectures.Entry] = [:]
  var all: [String] = []

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let property = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks,
      let value = node.initializer?.value
    else { return .visitChildren }
    if property == "all", let array = value.as(ArrayExprSyntax.self) {
      all = array.elements.compactMap {
        $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text.trimmingBackticks
      }
    } else if let call = value.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Architecture"
    {
      func string(_ label: String) -> String? {
        call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)
          .flatMap(ManifestEdit.text(of:))
      }
      if let id = string("id"), let name = string("name") {
        definitions[property] = RegisteredArchitectures.Entry(id: id, name: name)
      }
    }
    return .visitChildren
  }
}
