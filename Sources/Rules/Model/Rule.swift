/// A rule an architecture's definition sets, checked over a whole codebase.
///
/// Each rule carries the two examples `Docs/rules.md` shows, and `RulesTests` runs it over
/// both: the triggering one must break it where its marker is, the other must not.
///
/// ```swift
/// for rule in RuleCatalog.rules(for: "viper") { print(rule.id, rule.summary) }
/// ```
public struct Rule: Sendable, Identifiable {
  /// `<architecture>.<rule>`, e.g. `viper.view-no-interactor-or-router`.
  public var id: String
  /// One sentence: SARIF's short description and the catalog's table.
  public var summary: String
  /// What the rule reads, precisely, when the summary leaves it open; `nil` when it does not.
  public var details: String?
  public var severity: Severity
  /// Code that breaks the rule, with a marker (`1️⃣`) where the violation is reported.
  public var triggeringExample: Example
  /// Code that follows the rule.
  public var nonTriggeringExample: Example
  public var check: @Sendable (RuleContext) -> [Violation]

  public init(
    id: String, summary: String, details: String? = nil, severity: Severity = .error, triggering: Example,
    nonTriggering: Example, check: @escaping @Sendable (RuleContext) -> [Violation]
  ) {
    self.id = id
    self.summary = summary
    self.details = details
    self.severity = severity
    self.triggeringExample = triggering
    self.nonTriggeringExample = nonTriggering
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
