import Rules

/// One file's facts with the module it belongs to: what the declaration index and the
/// reference graph are built from.
///
/// ```swift
/// let unit = SourceFacts(module: "App", facts: FileFacts(parsing: "struct A {}", path: "A.swift"))
/// ```
public struct SourceFacts: Sendable {
  public var module: String
  public var facts: FileFacts

  public init(module: String, facts: FileFacts) {
    self.module = module
    self.facts = facts
  }

  /// The modules the file names in its imports (`NIOCore` for `import struct NIOCore.ByteBuffer`).
  var importedModules: Set<String> {
    Set(facts.imports.map { String($0.module.split(separator: ".").first ?? Substring($0.module)) })
  }
}
