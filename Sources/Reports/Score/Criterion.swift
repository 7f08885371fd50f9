import Support

/// A row of the scorecard: what it measures, the evidence it reads, and the fixed bands that
/// turn that evidence into 1–5.
///
/// Each criterion reads a quantity no other criterion reads, so that no figure counts twice:
/// size (production code lines) only in Ease of use, the spread of a change (files touched) only
/// in Maintainability, how the code divides into roles only in Responsibilities.
///
/// ```swift
/// Criterion.performance.bands.score(1.38)  // 3
/// Criterion.easeOfUse.evidence(for: mvc)   // 713: production code lines
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

  /// The evidence, in words.
  public var formula: String {
    switch self {
    case .responsibilities:
      "effective number of well-separated roles: share of production code lines in a named role (Other is not a "
        + "role) × exp(entropy of the named roles' shares of those lines) × cohesion, 1 ÷ mean LCOM4 × balance, "
        + "1 − mean D of the roles (weighted by their types, Other included)"
    case .testability:
      "mean of unit-test line coverage (0–1) and the share of production types free of the UI platform"
    case .easeOfUse:
      "production code lines (no blank or comment-only lines, no tests): what a reader must read and a writer "
        + "write for the same specified app"
    case .maintainability:
      "source files touched per change, averaged over the teaching exercises' reference solutions (archbench "
        + "exercise measure); source is the sample's folder but its Tests/. Not scored when a solution is not proven"
    case .performance:
      "instructions per dispatch ÷ those of the no-architecture reference on the sample's own toolkit, geometric "
        + "mean over every latency step and size (the p50 ratio instead when instructions were not counted)"
    }
  }

  /// Why this evidence answers the criterion, and what it leaves to another.
  public var rationale: String {
    switch self {
    case .responsibilities:
      "Separation is code divided into roles of real size that hold together: a role that holds nearly all the "
        + "code, classes that fall apart (LCOM4 > 1) or roles far from the main sequence each count less. It reads "
        + "how the lines divide, not how many there are."
    case .testability:
      "What the sample's own unit tests reach, and how much of the code can be tested without the UI platform at "
        + "all. Both are shares, so size does not enter."
    case .easeOfUse:
      "Every sample implements the same SPEC.md, so the code beyond the smallest is ceremony the pattern asks for. "
        + "Size enters here only: files, roles and protocols are not added on top, since each is made of lines."
    case .maintainability:
      "How far one change spreads: the places a developer must open and edit for the same feature. Lines changed "
        + "are shown beside it but not scored, since they follow the code's size, which Ease of use already scores."
    case .performance:
      "The work the architecture adds to each user action, beside a reference that does the same work with no "
        + "architecture on the same toolkit. Instructions, not time: the count repeats to the unit, time drifts."
    }
  }

  /// The fixed bands of this criterion's evidence.
  public var bands: Bands {
    switch self {
    case .responsibilities: Bands(edges: [1, 1.5, 2.25, 3.375], higherIsBetter: true, spacing: .geometric)
    case .testability: Bands(edges: [0.6, 0.7, 0.8, 0.9], higherIsBetter: true, spacing: .linear)
    case .easeOfUse: Bands(edges: [800, 1000, 1250, 1600], higherIsBetter: false, spacing: .geometric)
    case .maintainability: Bands(edges: [2, 3, 4, 5], higherIsBetter: false, spacing: .linear)
    case .performance: Bands(edges: [1.1, 1.25, 1.5, 2], higherIsBetter: false, spacing: .geometric)
    }
  }

  /// Why the edges sit where they do.
  public var bandsReason: String {
    switch self {
    case .responsibilities:
      "Each band asks for half as many well-separated roles again (×1.5 apart), from 1: below one, the code is in "
        + "effect one role."
    case .testability:
      "A tenth of the evidence per band, from 0.6: below it, four lines or types in ten are out of the tests' reach."
    case .easeOfUse:
      "Each band is about a quarter more code (800, 1,000, 1,250, 1,600). The first edge, 800 lines, was fixed when the scorecard was "
        + "anchored (2026-11-29) as a round figure above the smallest sample then (602 lines); it does not move "
        + "with the samples."
    case .maintainability:
      "One more file per change per band, from 2: a change that touches at most two files (a view and its logic) "
        + "scores 5."
    case .performance:
      "×1.10 is what one idiom moves a sample (What an idiom costs); ×1.25 and ×1.5 are a quarter and a half more "
        + "work per action; past ×2 the architecture more than doubles it."
    }
  }

  /// The evidence of one architecture in the criterion's unit, or `nil` when its input was not measured
  /// (or, for Maintainability, when a reference solution is not proven).
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
      return Double(metrics.production.codeLines)
    case .maintainability:
      // A solution whose scenarios did not pass may have cost less by being wrong.
      guard let cost = metrics.changeCost, cost.allProven else { return nil }
      return cost.source.meanFilesTouched
    case .performance:
      // Counts, not clocks: the instruction ratio is the same in every run, the p50 ratio is not.
      return metrics.instructionRatioGeometricMean ?? metrics.performance?.p50RatioGeometricMean
    }
  }

  /// `value` as the criterion's tables show it: `713 lines`, `×1.38`, `0.830`.
  public func describe(_ value: Double) -> String {
    switch self {
    case .responsibilities, .testability: Formatting.decimal(value, places: 3)
    case .easeOfUse: "\(Formatting.integer(Int(value.rounded()))) lines"
    case .maintainability: "\(Formatting.decimal(value, places: 2)) files per change"
    case .performance: "×\(Formatting.decimal(value, places: 2))"
    }
  }
}
