/// What a scan measures, beyond lines.
public struct ScanOptions: Sendable {
  /// Parse files for types, functions, imports and complexity (off for `--lines-only`).
  public var measuresStructure: Bool
  /// Count unique lines (scc's ULOC), as `--uloc` asks.
  public var countsUniqueLines: Bool
  /// Files larger than this get lines only, with a warning: parsing them would need memory
  /// out of proportion to what they tell about an app's architecture. ``StructureLimit/bytes``,
  /// which every command that parses Swift holds to; smaller in tests.
  public var structureByteLimit: Int
  public var roles: RoleClassifier

  public init(
    measuresStructure: Bool = true, countsUniqueLines: Bool = false, structureByteLimit: Int = StructureLimit.bytes,
    roles: RoleClassifier = RoleClassifier()
  ) {
    self.measuresStructure = measuresStructure
    self.countsUniqueLines = countsUniqueLines
    self.structureByteLimit = structureByteLimit
    self.roles = roles
  }
}
