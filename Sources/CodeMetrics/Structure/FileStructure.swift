import SwiftParser
import SwiftSyntax

/// The declarations and complexity of one file, read with SwiftParser.
///
/// ```swift
/// let structure = FileStructure(parsing: Array("import Foundation\nstruct A { func f() {} }\n".utf8))
/// structure.imports    // ["Foundation"]
/// structure.types      // [A (struct, line 2)]
/// structure.functions  // [f() (line 2, complexity 1, in A)]
/// ```
public struct FileStructure: Sendable {
  public var imports: [String] = []
  public var types: [TypeDeclaration] = []
  public var functions: [FunctionMetrics] = []
  /// Decision points anywhere in the file (see `STRUCTURE.md`).
  public var complexity = 0

  public init(parsing source: [UInt8]) {
    let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let collector = StructureCollector(lines: LineTable(source))
    collector.walk(tree)
    imports = collector.imports
    types = collector.types
    functions = collector.functions
    complexity = collector.fileComplexity
  }
}
