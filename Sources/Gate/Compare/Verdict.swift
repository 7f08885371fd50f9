/// What the check concluded about one metric.
public enum Verdict: String, Sendable, Hashable, Codable {
  /// Within its threshold.
  case unchanged
  /// Better beyond its threshold: the baseline should be updated.
  case improved
  /// Worse beyond its threshold.
  case regressed
  /// Measured now, not in the baseline (a new architecture or step).
  case added
  /// In the baseline, not measured now.
  case removed
}
