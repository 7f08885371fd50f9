/// Everything `archbench coverage` measures for one architecture.
///
/// ```swift
/// let report = try CoverageReport.load(from: CoverageReport.defaultLocation(packageRoot: root))
/// for architecture in report.architectures {
///   print(architecture.name, architecture.unitTests.lines.percent ?? 0)
/// }
/// ```
public struct ArchitectureCoverage: Sendable, Hashable, Codable {
  /// The short name, e.g. `mvc`.
  public var id: String
  /// The display name, e.g. `MVC`.
  public var name: String
  /// The sample's folder relative to the package root.
  public var directory: String
  /// Coverage of the sample's production sources by its own unit tests.
  public var unitTests: CoverageSummary
  /// Coverage of the sample's production sources by the shared conformance suite.
  public var conformance: CoverageSummary
  /// The tests in the sample's own test targets.
  public var tests: TestTally
  /// Code lines of the sample's `Tests/` folder.
  public var testLines: Int
  /// Code lines of the sample's `Sources/` folder.
  public var productionLines: Int
  /// `testLines / productionLines`, or `nil` for a sample without production code.
  public var testToCodeRatio: Double?
  /// The sample's types, and how many of them are free of the UI platform.
  public var types: TypeTally
  /// Every production file, by path.
  public var files: [FileCoverage]

  public init(
    id: String, name: String, directory: String, unitTests: CoverageSummary, conformance: CoverageSummary,
    tests: TestTally, testLines: Int, productionLines: Int, types: TypeTally, files: [FileCoverage]
  ) {
    self.id = id
    self.name = name
    self.directory = directory
    self.unitTests = unitTests
    self.conformance = conformance
    self.tests = tests
    self.testLines = testLines
    self.productionLines = productionLines
    self.testToCodeRatio = productionLines == 0 ? nil : Double(testLines) / Double(productionLines)
    self.types = types
    self.files = files
  }
}
