/// One production file of a sample: its size, its types and how much of it each test
/// selection ran.
///
/// ```swift
/// for file in report.architectures[0].files where file.unitTests.lines.percent ?? 0 < 50 {
///   print(file.path)
/// }
/// ```
public struct FileCoverage: Sendable, Hashable, Codable {
  /// The path relative to the package root, e.g. `Samples/MVC/Sources/Models/Session.swift`.
  public var path: String
  /// Lines that hold Swift code: blank and comment-only lines are not counted.
  public var codeLines: Int
  /// Class, struct, enum, protocol and actor declarations in the file, nested ones included.
  public var types: Int
  /// Those of `types` that neither import nor reference the UI platform.
  public var platformFreeTypes: Int
  /// Coverage by the sample's own unit tests.
  public var unitTests: CoverageSummary
  /// Coverage by the shared conformance suite.
  public var conformance: CoverageSummary

  public init(
    path: String, codeLines: Int, types: Int, platformFreeTypes: Int, unitTests: CoverageSummary,
    conformance: CoverageSummary
  ) {
    self.path = path
    self.codeLines = codeLines
    self.types = types
    self.platformFreeTypes = platformFreeTypes
    self.unitTests = unitTests
    self.conformance = conformance
  }
}
