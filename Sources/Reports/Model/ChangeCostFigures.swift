import ExercisesModel

/// What the reference solutions of the teaching exercises cost one architecture, on average
/// per exercise (`archbench exercise measure`), source and tests apart: the evidence of the
/// scorecard's Maintainability row, which scores the source only.
///
/// ```swift
/// let figures = ChangeCostFigures(architecture: "mvvm", in: extensibility)
/// figures?.source.meanLinesChanged  // 18.4
/// figures?.tests.meanLinesChanged   // 26.2
/// ```
public struct ChangeCostFigures: Sendable, Hashable, Codable {
  /// One part's means per exercise: files touched, and lines added plus lines removed.
  public struct Means: Sendable, Hashable, Codable {
    public var meanFilesTouched: Double
    public var meanLinesChanged: Double

    public init(meanFilesTouched: Double, meanLinesChanged: Double) {
      self.meanFilesTouched = meanFilesTouched
      self.meanLinesChanged = meanLinesChanged
    }

    /// The means of `sizes`, to two decimals; `sizes` is not empty.
    init(_ sizes: [ChangeSize]) {
      let count = Double(sizes.count)
      func mean(_ value: (ChangeSize) -> Int) -> Double {
        (Double(sizes.reduce(0) { $0 + value($1) }) / count * 100).rounded() / 100
      }
      self.init(meanFilesTouched: mean(\.filesTouched), meanLinesChanged: mean(\.linesChanged))
    }
  }

  public var exercises: Int
  /// The sample's folder but its `Tests/`: what Maintainability scores.
  public var source: Means
  /// The sample's own unit tests.
  public var tests: Means
  /// Whether every solution was proven: its scenarios failed before and pass after.
  public var allProven: Bool

  public init(exercises: Int, source: Means, tests: Means, allProven: Bool) {
    self.exercises = exercises
    self.source = source
    self.tests = tests
    self.allProven = allProven
  }

  /// The architecture's figures, or `nil` when no exercise has a cost for it.
  public init?(architecture: String, in report: ExtensibilityReport) {
    let costs = report.entries.compactMap { $0.costs[architecture] }
    guard !costs.isEmpty else { return nil }
    self.init(
      exercises: costs.count, source: Means(costs.map(\.source)), tests: Means(costs.map(\.tests)),
      allProven: report.entries.allSatisfy { !$0.hasSolution(architecture) || $0.isProven(architecture) })
  }
}
