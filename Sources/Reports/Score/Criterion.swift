/// A row of the scorecard, with the formula of its measured evidence.
///
/// Every evidence value is "higher is better"; `Scorecard` maps it to 1–5.
///
/// ```swift
/// Criterion.responsibilities.formula  // "share of production code lines in a named role…"
/// ```
public enum Criterion: String, Sendable, Hashable, Codable, CaseIterable {
  case responsibilities, testability, easeOfUse, maintainability, performance

  public var title: String {
    switch self {
    case .responsibilities: "Responsibilities"
    case .testability: "Testability"
    case .easeOfUse: "Ease of use"
    case .maintainability: "Maintainability"
    case .performance: "Performance"
    }
  }

  public var formula: String {
    switch self {
    case .responsibilities:
      "share of production code lines in a named role (Other is not a role) × effective number of roles, "
        + "exp(entropy of the named roles' shares of those lines) × cohesion, 1 ÷ mean LCOM4 × balance, "
        + "1 − mean D of the roles (weighted by their types, Other included)"
    case .testability:
      "mean of unit-test line coverage (0–1) and the share of production types free of the UI platform"
    case .easeOfUse:
      "−(production code lines / 100 + production files / 10 + distinct roles (not Other) + protocols)"
    case .maintainability:
      "−(source files touched + source lines changed / 10), averaged over the teaching exercises' reference "
        + "solutions (archbench exercise measure); source is the sample's folder but its Tests/: the solutions' "
        + "tests are shown apart and not scored, so that writing fewer tests never scores better"
    case .performance:
      "−(geometric mean over every latency step and size of the instructions per dispatch ÷ those of the "
        + "no-architecture reference on the sample's own toolkit; the p50 ratio instead when instructions were not counted)"
    }
  }

  /// The evidence value for one architecture, or `nil` when its input was not measured.
  func evidence(for metrics: ArchitectureMetrics) -> Double? {
    switch self {
    case .responsibilities:
      return ResponsibilityEvidence(metrics).value
    case .testability:
      guard let coverage = metrics.coverage, let unit = coverage.unitLinePercent,
        let free = coverage.platformFreeShare
      else { return nil }
      return (unit / 100 + free) / 2
    case .easeOfUse:
      return
        -(Double(metrics.production.codeLines) / 100 + Double(metrics.production.files) / 10
        + Double(metrics.namedRoles.count) + Double(metrics.structure.protocols))
    case .maintainability:
      // Source only: counting the tests would reward a solution that leaves its change untested.
      return metrics.changeCost.map { -($0.source.meanFilesTouched + $0.source.meanLinesChanged / 10) }
    case .performance:
      // Counts, not clocks: the instruction ratio is the same in every run, the p50 ratio is not.
      return (metrics.instructionRatioGeometricMean ?? metrics.performance?.p50RatioGeometricMean).map { -$0 }
    }
  }
}
