extension Rule {
  /// How much a violation of a rule weighs; SARIF's `level` for its results.
  ///
  /// ```swift
  /// RuleCatalog.all.allSatisfy { $0.severity == .error }  // true
  /// ```
  public enum Severity: String, Sendable, Hashable, Codable {
    /// A violation fails `archbench rules` (exit status 2). Every rule is an error: an
    /// architecture's definition sets them, so there is nothing to weigh them against.
    case error
  }
}
