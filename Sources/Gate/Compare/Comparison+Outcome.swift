extension Comparison {
  /// What a comparison concludes as a whole, from its gated rows: what `archbench check`
  /// reports, and exits with (package-benchmark's 0, 2 and 4).
  ///
  /// ```swift
  /// switch comparison.outcome {
  /// case .regressed: print("REGRESSION")
  /// case .improvedOnly: print("update the baseline")
  /// case .unchanged: break
  /// }
  /// ```
  public enum Outcome: Sendable, Hashable, CaseIterable {
    /// No gated metric moved beyond its threshold.
    case unchanged
    /// A gated metric got worse beyond its threshold, or one of the baseline's is no longer measured.
    case regressed
    /// Gated metrics only got better: the baseline should be updated.
    case improvedOnly
  }

  /// A regression wins over improvements: one metric worse must fail the check.
  public var outcome: Outcome {
    if !regressions.isEmpty || !isolationBreaches.isEmpty { return .regressed }
    if !improvements.isEmpty { return .improvedOnly }
    return .unchanged
  }
}
