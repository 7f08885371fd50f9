import Foundation
import Rules
import Testing

@Suite("Rules outputs")
struct OutputTests {
  static let report = RuleReport(
    root: "Samples/VIPER/Sources", architecture: "viper",
    rules: RuleCatalog.rules(for: "viper").map(\.id),
    violations: [
      Violation(
        rule: "viper.view-no-interactor-or-router", path: "Login/LoginViewController.swift", line: 12, column: 5,
        message: "LoginViewController (ViewController) references LoginInteractor (Interactor)")
    ])

  @Test("text: file:line:column: rule: message, then a count per architecture")
  func text() {
    #expect(
      RulesRenderer.text([Self.report], names: ["viper": "VIPER"]) == """
        Samples/VIPER/Sources/Login/LoginViewController.swift:12:5: viper.view-no-interactor-or-router: \
        LoginViewController (ViewController) references LoginInteractor (Interactor)
        VIPER: 4 rules, 1 violation

        """)
  }

  @Test("SARIF 2.1.0: the rules checked and a result per violation, with its location")
  func sarif() throws {
    let json = try JSONSerialization.jsonObject(with: Data(RulesRenderer.sarif([Self.report]).utf8)) as! [String: Any]
    #expect(json["version"] as? String == "2.1.0")
    #expect(json["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((json["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "archbench rules")
    #expect((driver["rules"] as? [[String: Any]])?.count == 4)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "viper.view-no-interactor-or-router")
    #expect(result["level"] as? String == "error")
    let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(
      (location["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "Samples/VIPER/Sources/Login/LoginViewController.swift")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 12)
  }

  @Test("JSON round-trips the reports")
  func json() throws {
    let decoded = try JSONDecoder().decode([RuleReport].self, from: Data(RulesRenderer.json([Self.report]).utf8))
    #expect(decoded == [Self.report])
  }
}
