/// Line, function and region coverage of some code by one test selection.
///
/// The three numbers are llvm-cov's: a line is covered when code on it ran, a function
/// when it was entered, a region when its counter is non-zero.
///
/// ```swift
/// let summary = CoverageSummary(
///   lines: CoverageCounts(covered: 72, total: 80),
///   functions: CoverageCounts(covered: 18, total: 19),
///   regions: CoverageCounts(covered: 28, total: 29))
/// ```
public struct CoverageSummary: Sendable, Hashable, Codable {
  public var lines: CoverageCounts
  public var functions: CoverageCounts
  public var regions: CoverageCounts

  public init(lines: CoverageCounts, functions: CoverageCounts, regions: CoverageCounts) {
    self.lines = lines
    self.functions = functions
    self.regions = regions
  }

  /// Nothing measured: the summary of a file llvm-cov has no code for.
  public static let zero = CoverageSummary(lines: .zero, functions: .zero, regions: .zero)

  static func + (lhs: CoverageSummary, rhs: CoverageSummary) -> CoverageSummary {
    CoverageSummary(
      lines: lhs.lines + rhs.lines, functions: lhs.functions + rhs.functions, regions: lhs.regions + rhs.regions)
  }
}
