import SwiftParser
import SwiftSyntax

/// The declarations and complexity of one file, read with SwiftParser.
///
/// ```swift
/// let structure = FileStructure(parsing: Array("import Foundation\nstruct A { func f() {} }\n".utf8))
/// structure.imports    // ["Foundation"]
/// structure.types      // [A (struct, line 2, LCOM4 1)]
/// structure.functions  // [f() (line 2, complexity 1, cognitive 0, in A)]
/// ```
public struct FileStructure: Sendable {
  public var imports: [String] = []
  public var types: [TypeDeclaration] = []
  public var functions: [FunctionMetrics] = []
  /// Decision points anywhere in the file (see `STRUCTURE.md`).
  public var complexity = 0
  /// Cognitive complexity anywhere in the file: in functions, accessors and top-level code
  /// (see `STRUCTURE.md`).
  public var cognitiveComplexity = 0
  /// Each line's cognitive increments, as the outermost function or accessor around them counts them.
  var cognitiveIncrements: [Int: Int] = [:]
  /// The nesting depth past which the parser stopped, when the file nests deeper than that:
  /// the structure inside it is not measured. `nil` for every ordinary file.
  public var nestingCut: Int?

  /// How deep the parser follows brackets and braces on a ``LargeStack`` thread. swift-syntax
  /// stops at 256 in a release build and 20 in a debug one, so complexity stopped growing there
  /// (and debug and release builds disagreed); this limit is the same in both.
  public static let maximumNesting = 4096

  public init(parsing source: [UInt8]) {
    self = Self.parse(source) { _ in () }.structure
  }

  /// Parses `source` once, measures its structure, and hands the same tree to `read`, for a
  /// pass of another module (a scan's dependency facts) that would otherwise parse it again.
  /// `read` runs on the same large stack, so it may recurse as deep as the tree. The parse
  /// waits for its share of the ``ParseBudget``; a caller keeps `source` within the
  /// ``StructureLimit``.
  ///
  /// ```swift
  /// let (structure, tokens) = FileStructure.parse(Array("struct A {}\n".utf8)) { tree in
  ///   tree.tokens(viewMode: .sourceAccurate).count
  /// }
  /// ```
  public static func parse<Extra>(
    _ source: [UInt8], reading read: (SourceFileSyntax) -> Extra
  ) -> (structure: FileStructure, extra: Extra) {
    LargeStack.run { onLargeStack in
      ParseBudget.shared.reserving(source.count) { parse(source, onLargeStack: onLargeStack, reading: read) }
    }
  }

  private static func parse<Extra>(
    _ source: [UInt8], onLargeStack: Bool, reading read: (SourceFileSyntax) -> Extra
  ) -> (structure: FileStructure, extra: Extra) {
    // Without its own stack, the parser keeps its own default limit, which fits any thread.
    let limit = onLargeStack ? Self.maximumNesting : nil
    let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: limit) }
    let collector = StructureCollector(lines: LineTable(source))
    collector.walk(tree)
    let cohesion = CohesionCollector()
    cohesion.walk(tree)
    var structure = FileStructure()
    structure.imports = collector.imports
    structure.types = Cohesion.annotate(collector.types, members: cohesion.members)
    structure.functions = collector.functions
    structure.complexity = collector.fileComplexity
    structure.cognitiveComplexity = collector.fileCognitiveComplexity
    structure.cognitiveIncrements = collector.cognitiveIncrements
    // 0: the parser's own default limit, whatever the build.
    if tree.hasMaximumNestingLevelOverflow { structure.nestingCut = limit ?? 0 }
    return (structure, read(tree))
  }

  private init() {}
}
