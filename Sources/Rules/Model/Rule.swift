/// A rule an architecture's definition sets, checked over a whole codebase.
///
/// ```swift
/// for rule in RuleCatalog.rules(for: "viper") { print(rule.id, rule.summary) }
/// ```
public struct Rule: Sendable, Identifiable {
  /// `<architecture>.<rule>`, e.g. `viper.view-no-interactor-or-router`.
  public var id: String
  public var summary: String
  public var check: @Sendable (RuleContext) -> [Violation]

  public init(id: String, summary: String, check: @escaping @Sendable (RuleContext) -> [Violation]) {
    self.id = id
    self.summary = summary
    self.check = check
  }
}

/// The result of checking one codebase.
public struct RuleReport: Sendable, Codable, Equatable {
  public var root: String
  public var architecture: String
  /// The ids of the rules checked.
  public var rules: [String]
  public var violations: [Violation]

  public init(root: String, architecture: String, rules: [String], violations: [Violation]) {
    self.root = root
    self.architecture = architecture
    self.rules = rules
    self.violations = violations
  }
}
