import ExercisesModel

/// What the reference solutions of the teaching exercises cost one architecture, on average
/// per exercise (`archbench exercise measure`): the evidence of the scorecard's Maintainability row.
///
/// ```swift
/// let figures = ChangeCostFigures(architecture: "mvvm", in: extensibility)
/// figures?.meanLinesChanged  // 31.4
/// ```
public struct ChangeCostFigures: Sendable, Hashable, Codable {
  public var exercises: Int
  public var meanFilesTouched: Double
  /// Lines added plus lines removed.
  public var meanLinesChanged: Double
  /// Whether every solution was proven: its scenarios failed before and pass after.
  public var allProven: Bool

  public init(exercises: Int, meanFilesTouched: Double, meanLinesChanged: Double, allProven: Bool) {
    self.exercises = exercises
    self.meanFilesTouched = meanFilesTouched
    self.meanLinesChanged = meanLinesChanged
    self.allProven = allProven
  }

  /// The architecture's figures, or `nil` when no exercise has a cost for it.
  public init?(architecture: String, in report: ExtensibilityReport) {
    let costs = report.entries.compactMap { $0.costs[architecture] }
    guard !costs.isEmpty else { return nil }
    let count = Double(costs.count)
    self.init(
      exercises: costs.count,
      meanFilesTouched: (Double(costs.reduce(0) { $0 + $1.filesTouched }) / count * 100).rounded() / 100,
      meanLinesChanged: (Double(costs.reduce(0) { $0 + $1.linesChanged }) / count * 100).rounded() / 100,
      allProven: report.entries.allSatisfy { !$0.hasSolution(architecture) || $0.isProven(architecture) })
  }
}
