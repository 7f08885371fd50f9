import Testing

@testable import Reports

@Suite("Rules in the conformance section")
struct RulesRowTests {
  @Test("a rules row: pass with the rule count, or the violations in bold, – when not checked")
  func row() {
    var data = Fixtures.data()
    data.architectures[0].rules = RulesFigures(rules: 1, violations: 0)
    #expect(ReportMarkdownRenderer.conformanceSection(data).contains("| rules (archbench rules) | pass (1) | – |"))
    data.architectures[1].rules = RulesFigures(rules: 4, violations: 2)
    #expect(
      ReportMarkdownRenderer.conformanceSection(data).contains(
        "| rules (archbench rules) | pass (1) | **2 violations** |"))
  }
}
