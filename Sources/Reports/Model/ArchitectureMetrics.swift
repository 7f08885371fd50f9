/// The measured figures of one architecture's sample.
///
/// ```swift
/// let mvc = data.architectures.first { $0.id == "mvc" }!
/// mvc.production.lines  // code lines of Samples/MVC/Sources
/// ```
public struct ArchitectureMetrics: Sendable, Hashable, Codable {
  public var id: String
  public var name: String
  public var production: SizeFigures
  public var tests: SizeFigures
  /// Production files and code lines per role, sorted by role name.
  public var roles: [RoleSize]
  public var structure: StructureFigures
  /// `nil` when coverage was not measured in this run.
  public var coverage: CoverageFigures?
  /// `nil` when latency was not measured in this run. Timing-dependent, unlike everything above.
  public var performance: PerformanceFigures?
  /// `nil` when the exercises were not measured in this run.
  public var changeCost: ChangeCostFigures?
  /// `nil` when the rules were not checked in this run.
  public var rules: RulesFigures?
  /// The geometric mean over every step and size of the instructions per dispatch ÷ the
  /// reference's on the same toolkit; `nil` when instructions were not counted. Unlike
  /// ``performance``, the same in every run.
  public var instructionRatioGeometricMean: Double?
  /// Coupling per role, cohesion and cognitive complexity of the production code; `nil` in a
  /// report written before they were measured.
  public var design: DesignFigures?

  public init(
    id: String, name: String, production: SizeFigures, tests: SizeFigures, roles: [RoleSize],
    structure: StructureFigures, coverage: CoverageFigures?, performance: PerformanceFigures? = nil,
    changeCost: ChangeCostFigures? = nil
  ) {
    self.id = id
    self.name = name
    self.production = production
    self.tests = tests
    self.roles = roles
    self.structure = structure
    self.coverage = coverage
    self.performance = performance
    self.changeCost = changeCost
  }

  /// The roles an architecture names: every role but Other, which gathers what no role claims.
  public var namedRoles: [RoleSize] { roles.filter { $0.role != "Other" } }

  /// The role with the most production code lines, if any.
  public var largestRole: RoleSize? { roles.max { ($0.lines, $1.role) < ($1.lines, $0.role) } }
}

/// Files and lines of one folder (production `Sources/` or `Tests/`).
public struct SizeFigures: Sendable, Hashable, Codable {
  public var files: Int
  /// Lines with Swift code (no blank or comment-only lines).
  public var codeLines: Int
  public var commentLines: Int
  public var blankLines: Int
  /// The folders that hold those files, the top one (`Sources/` or `Tests/`) included: what an
  /// Xcode project shows as groups. `nil` in a report written before they were counted.
  public var folders: Int?

  public init(files: Int, codeLines: Int, commentLines: Int, blankLines: Int, folders: Int? = nil) {
    self.files = files
    self.codeLines = codeLines
    self.commentLines = commentLines
    self.blankLines = blankLines
    self.folders = folders
  }

  /// Every line of the files as written: code, comment and blank lines.
  public var physicalLines: Int { codeLines + commentLines + blankLines }

  public static let zero = SizeFigures(files: 0, codeLines: 0, commentLines: 0, blankLines: 0)
}

/// Production files and code lines attributed to one role, e.g. `Presenter`.
public struct RoleSize: Sendable, Hashable, Codable {
  public var role: String
  public var files: Int
  public var lines: Int

  public init(role: String, files: Int, lines: Int) {
    self.role = role
    self.files = files
    self.lines = lines
  }
}

/// Declarations and cyclomatic complexity of the production code.
public struct StructureFigures: Sendable, Hashable, Codable {
  /// Classes, structs, enums and actors (protocols are counted apart).
  public var types: Int
  public var protocols: Int
  /// Functions, initializers, and computed-property or subscript accessors with a body.
  public var functions: Int
  /// Mean cyclomatic complexity per function, rounded to two decimals.
  public var meanComplexity: Double
  public var maxComplexity: Int

  public init(types: Int, protocols: Int, functions: Int, meanComplexity: Double, maxComplexity: Int) {
    self.types = types
    self.protocols = protocols
    self.functions = functions
    self.meanComplexity = meanComplexity
    self.maxComplexity = maxComplexity
  }
}

/// Coverage and testability, from `archbench coverage`.
public struct CoverageFigures: Sendable, Hashable, Codable {
  /// Line coverage of production code by the sample's own unit tests, in percent.
  public var unitLinePercent: Double?
  /// Line coverage of production code by the conformance suite, in percent.
  public var conformanceLinePercent: Double?
  /// Share of production types free of the UI platform, 0…1.
  public var platformFreeShare: Double?
  /// Unit tests (functions) in the sample's own test targets.
  public var unitTests: Int

  public init(unitLinePercent: Double?, conformanceLinePercent: Double?, platformFreeShare: Double?, unitTests: Int) {
    self.unitLinePercent = unitLinePercent
    self.conformanceLinePercent = conformanceLinePercent
    self.platformFreeShare = platformFreeShare
    self.unitTests = unitTests
  }
}
