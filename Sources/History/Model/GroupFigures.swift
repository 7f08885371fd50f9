import CodeMetrics

/// The figures of one group at one revision: files, lines, complexity and roles.
///
/// ```swift
/// let figures = GroupFigures(name: "MVC", files: measuredFiles)
/// figures.code  // production code lines
/// figures.roles["View Controller"]  // production code lines in files of that role
/// ```
public struct GroupFigures: Sendable, Hashable, Codable {
  public var name: String
  /// Production files and test files.
  public var files: Int
  public var testFiles: Int
  /// Production lines by kind.
  public var code: Int
  public var comment: Int
  public var blank: Int
  public var testCode: Int
  /// Production decision points (cyclomatic complexity summed over files).
  public var complexity: Int
  public var types: Int
  /// Production code lines per role, by the role's name; roles without lines left out.
  public var roles: [String: Int]
  /// The architecture the production code looks like (``ArchitectureFingerprint``).
  public var architecture: String

  public init(name: String, files measured: [FileMetrics]) {
    self.name = name
    let production = measured.filter { $0.group == .production }
    let tests = measured.filter { $0.group == .test }
    let totals = Totals(production)
    files = production.count
    testFiles = tests.count
    code = totals.lines.code
    comment = totals.lines.comment
    blank = totals.lines.blank
    testCode = Totals(tests).lines.code
    complexity = totals.complexity
    types = totals.types
    var roles: [String: Int] = [:]
    for file in production where file.lines.code > 0 { roles[file.role.rawValue, default: 0] += file.lines.code }
    self.roles = roles
    architecture = ArchitectureFingerprint(files: production).architecture
  }

  /// All lines of production files.
  public var lines: Int { code + comment + blank }
}
