import CodeMetrics
import Foundation
import Rules
import Testing

/// Nothing to check is not a pass, and a path in SARIF is a URI (issue 26).
@Suite("Rules on odd input")
struct HostileInputTests {
  @Test("a file over scan's structure limit is not parsed: a warning names it, the rest is checked (issue 44)")
  func overTheStructureLimit() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A model that names a view is a violation of MVC's rules, in either file.
    let violating = "struct ItemModel { let view: ItemView }\nstruct ItemView {}\n"
    try Data(violating.utf8).write(to: folder.appendingPathComponent("Small.swift"))
    let big =
      violating.replacingOccurrences(of: "Item", with: "Big") + "// "
      + String(repeating: "x", count: StructureLimit.bytes) + "\n"
    try Data(big.utf8).write(to: folder.appendingPathComponent("Big.swift"))
    let (report, issues) = try RulesRunner.run(root: folder.path, configuration: .defaults(for: "mvc"))
    #expect(issues.map(\.path) == ["Big.swift"])
    #expect(issues.map(\.kind) == [.tooLarge])
    #expect(issues.first?.message.hasSuffix("over the 3 MiB structure limit; not parsed, left out") == true)
    #expect(Set(report.violations.map(\.path)) == ["Small.swift"])
  }

  @Test("a folder without Swift files, or with tests only, is an error, not a pass")
  func nothingToCheck() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("# notes\n".utf8).write(to: folder.appendingPathComponent("README.md"))
    #expect(throws: RulesRunner.Failure.nothingToCheck(folder.path, reason: "it has no Swift files")) {
      try RulesRunner.check(root: folder.path, configuration: .defaults(for: "mvc"))
    }
    let tests = folder.appendingPathComponent("Tests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data("struct ATests {}\n".utf8).write(to: tests.appendingPathComponent("ATests.swift"))
    #expect(
      throws: RulesRunner.Failure.nothingToCheck(
        folder.path, reason: "it has no Swift files but tests, and the rules check production code")
    ) {
      try RulesRunner.check(root: folder.path, configuration: .defaults(for: "mvc"))
    }
    #expect(
      RulesRunner.Failure.nothingToCheck("x", reason: "it has no Swift files").description
        == "nothing to check in x: it has no Swift files")
  }

  @Test("SARIF's artifactLocation.uri is percent-encoded; an absolute path is a file:// URI")
  func sarifURIs() throws {
    func uri(root: String, path: String) throws -> String? {
      let report = RuleReport(
        root: root, architecture: "mvc", rules: ["mvc.model-no-view"],
        violations: [Violation(rule: "mvc.model-no-view", path: path, line: 1, column: 1, message: "m")])
      let json = try JSONSerialization.jsonObject(with: Data(RulesRenderer.sarif([report]).utf8)) as! [String: Any]
      let run = (json["runs"] as? [[String: Any]])?.first
      let result = (run?["results"] as? [[String: Any]])?.first
      let location = (result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(try uri(root: "code", path: "Models/Task Model#1.swift") == "code/Models/Task%20Model%231.swift")
    #expect(try uri(root: "", path: "Café%.swift") == "Caf%C3%A9%25.swift")
    #expect(try uri(root: "/tmp/a b", path: "M.swift") == "file:///tmp/a%20b/M.swift")
  }

  @Test("the text output escapes control characters in paths")
  func textEscapes() {
    let report = RuleReport(
      root: "", architecture: "mvc", rules: ["mvc.model-no-view"],
      violations: [Violation(rule: "mvc.model-no-view", path: "\u{1B}[2JM.swift", line: 1, column: 1, message: "m")])
    #expect(RulesRenderer.text([report]).hasPrefix("\\u{1B}[2JM.swift:1:1: mvc.model-no-view: m\n"))
  }
}
