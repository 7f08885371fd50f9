/// Sums over a set of files: all of them, one group, or one role.
public struct Totals: Sendable, Hashable, Codable {
  public var files = 0
  public var lines = LineCounts()
  public var bytes = 0
  public var types = 0
  public var functions = 0
  public var imports = 0
  public var complexity = 0

  public init() {}

  public init(_ files: some Sequence<FileMetrics>) {
    for file in files { add(file) }
  }

  public mutating func add(_ file: FileMetrics) {
    files += 1
    lines += file.lines
    bytes += file.bytes
    types += file.types.count
    functions += file.functions.count
    imports += file.imports.count
    complexity += file.complexity
  }
}

/// The totals for one architecture role within one group.
public struct RoleTotals: Sendable, Hashable, Codable {
  public var role: ArchitectureRole
  public var group: FileGroup
  /// Files whose dominant role this is.
  public var totals: Totals
  /// Types of this role, in files of any role.
  public var typeCount: Int

  public init(role: ArchitectureRole, group: FileGroup, totals: Totals, typeCount: Int) {
    self.role = role
    self.group = group
    self.totals = totals
    self.typeCount = typeCount
  }
}
