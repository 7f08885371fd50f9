/// Everything measured about one source file.
public struct FileMetrics: Sendable, Hashable, Codable {
  /// The path relative to the scanned root (or as given, for a single file).
  public var path: String
  public var group: FileGroup
  /// The SwiftPM target the file belongs to, when the root is a package.
  public var target: String?
  public var role: ArchitectureRole
  public var lines: LineCounts
  public var bytes: Int
  /// Unique non-blank lines (trimmed), scc's ULOC; 0 unless asked for with `--uloc`.
  public var uniqueLines: Int
  /// Decision points in the whole file, functions or not (see `STRUCTURE.md`).
  public var complexity: Int
  public var imports: [String]
  public var types: [TypeDeclaration]
  public var functions: [FunctionMetrics]
  /// Whether types, functions and complexity were measured (not with `--lines-only`).
  public var hasStructure: Bool

  public init(
    path: String, group: FileGroup, target: String? = nil, role: ArchitectureRole = .other,
    lines: LineCounts = LineCounts(), bytes: Int = 0, uniqueLines: Int = 0, complexity: Int = 0,
    imports: [String] = [], types: [TypeDeclaration] = [], functions: [FunctionMetrics] = [],
    hasStructure: Bool = false
  ) {
    self.path = path
    self.group = group
    self.target = target
    self.role = role
    self.lines = lines
    self.bytes = bytes
    self.uniqueLines = uniqueLines
    self.complexity = complexity
    self.imports = imports
    self.types = types
    self.functions = functions
    self.hasStructure = hasStructure
  }
}

extension FileMetrics {
  /// The functions declared outside any type.
  public var topLevelFunctions: [FunctionMetrics] { functions.filter { $0.type == nil } }
}
