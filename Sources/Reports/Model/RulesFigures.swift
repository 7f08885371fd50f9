/// How one sample fares against its architecture's rules (`archbench rules`).
public struct RulesFigures: Sendable, Hashable, Codable {
  public var rules: Int
  public var violations: Int

  public init(rules: Int, violations: Int) {
    self.rules = rules
    self.violations = violations
  }
}
