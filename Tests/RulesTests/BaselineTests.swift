import Foundation
import Rules
import Testing

/// `archbench rules --baseline`: what survives an edit, what is new, what is fixed.
@Suite("Rules baseline")
struct BaselineTests {
  /// A view model that names its view twice: in `render` and in `show`.
  static let original = """
    final class ListViewModel {
      func render() {
        let screen: ListView? = nil
      }

      func show() {
        let screen: ListView? = nil
      }
    }

    """

  static func keys(_ text: String, path: String = "ListViewModel.swift") -> (RuleReport, [ViolationKey]) {
    let context = RuleContext(sources: [(path, text)], configuration: .defaults(for: "mvvm"))
    let report = RuleCatalog.check(context, root: "App")
    return (report, ViolationKey.keys(of: report, sources: [path: text]))
  }

  @Test("the key: rule, path, enclosing function, the line's text, an occurrence; the line for people")
  func key() {
    let (_, keys) = Self.keys(Self.original)
    #expect(
      keys == [
        ViolationKey(
          rule: "mvvm.view-model-no-view", path: "ListViewModel.swift", enclosing: "ListViewModel.render",
          snippet: "let screen: ListView? = nil", occurrence: 0, line: 3),
        ViolationKey(
          rule: "mvvm.view-model-no-view", path: "ListViewModel.swift", enclosing: "ListViewModel.show",
          snippet: "let screen: ListView? = nil", occurrence: 0, line: 7),
      ])
  }

  @Test("the enclosing declaration: an initializer, a property, a nested type's method, top level")
  func enclosing() {
    let text = """
      import UIKit
      final class Screen {
        private let model: ListView?
        init(model: ListView?) {
          self.model = model
        }
        struct Row {
          func draw() {
            let view: ListView? = nil
          }
        }
      }

      """
    let report = RuleReport(
      root: "", architecture: "mvvm", rules: [],
      violations: [1, 3, 4, 9].map { Violation(rule: "r", path: "S.swift", line: $0, column: 1, message: "") })
    #expect(
      ViolationKey.keys(of: report, sources: ["S.swift": text]).map(\.enclosing) == [
        "top level", "Screen.model", "Screen.init", "Screen.Row.draw",
      ])
  }

  @Test("a violation moved by inserted lines and reindented stays baselined")
  func moved() {
    let baseline = RulesBaseline(violations: Self.keys(Self.original).1)
    let edited =
      "import Foundation\n\n// The list's view model.\n"
      + Self.original.replacingOccurrences(
        of: "    let screen", with: "        let screen")
    let (_, keys) = Self.keys(edited)
    #expect(keys.map(\.line) == [6, 10])
    let match = BaselineMatch(keys: keys, baseline: baseline)
    #expect(match.states == [.unchanged, .unchanged])
    #expect(match.absent.isEmpty)
  }

  @Test("the same violation in another function, or again in the same one, is new")
  func identicalElsewhere() {
    let baseline = RulesBaseline(violations: Self.keys(Self.original).1)
    let edited = Self.original.replacingOccurrences(
      of: "  func show() {\n",
      with:
        "  func hide() {\n    let screen: ListView? = nil\n  }\n\n  func show() {\n    let screen: ListView? = nil\n")
    let (_, keys) = Self.keys(edited)
    #expect(
      keys.map(\.enclosing) == [
        "ListViewModel.render", "ListViewModel.hide", "ListViewModel.show", "ListViewModel.show",
      ])
    #expect(keys.map(\.occurrence) == [0, 0, 0, 1])
    let match = BaselineMatch(keys: keys, baseline: baseline)
    #expect(match.states == [.unchanged, .new, .unchanged, .new])
  }

  @Test("a fixed violation is absent, with the line the baseline recorded; the outcome asks for an update")
  func fixed() {
    let baseline = RulesBaseline(violations: Self.keys(Self.original).1)
    let edited = Self.original.replacingOccurrences(
      of: "  func show() {\n    let screen: ListView? = nil\n  }\n", with: "  func show() {}\n")
    let (report, keys) = Self.keys(edited)
    let seen = BaselinedReport.match([report], keys: [keys], baseline: baseline)
    #expect(seen[0].match.states == [.unchanged])
    #expect(seen[0].match.absent.map(\.line) == [7])
    #expect(BaselinedReport.outcome(seen) == .fixedOnly)
    #expect(
      RulesRenderer.text(seen, names: ["mvvm": "MVVM"], baseline: "b.json") == """
        App/ListViewModel.swift:3:17: mvvm.view-model-no-view: ListViewModel (ViewModel) references ListView (baselined)
        App/ListViewModel.swift:7: mvvm.view-model-no-view: fixed (in ListViewModel.show: let screen: ListView? = nil)
        MVVM: 1 rules, 1 violation (0 new, 1 baselined), 1 fixed
        1 baselined violation fixed: update the baseline with archbench rules --write-baseline b.json (exit 4)

        """)
  }

  @Test("SARIF marks each result's baselineState: new, unchanged, absent")
  func sarif() throws {
    let baseline = RulesBaseline(violations: Self.keys(Self.original).1)
    let edited = Self.original.replacingOccurrences(
      of: "  func show() {\n    let screen", with: "  func show() {\n    let view")
    let (report, keys) = Self.keys(edited)
    let seen = BaselinedReport.match([report], keys: [keys], baseline: baseline)
    #expect(BaselinedReport.outcome(seen) == .newViolations)
    let json = try JSONSerialization.jsonObject(with: Data(RulesRenderer.sarif(seen).utf8)) as! [String: Any]
    let results = try #require((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    #expect(results.map { $0["baselineState"] as? String } == ["unchanged", "new", "absent"])
    #expect(results.map { $0["level"] as? String } == ["error", "error", "none"])
    // Without a baseline, no result carries the property.
    #expect(!RulesRenderer.sarif([report]).contains("baselineState"))
  }

  @Test("the file round-trips; missing, malformed and other baselines are refused with one line naming the file")
  func file() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("b.json")
    let baseline = RulesBaseline(violations: Self.keys(Self.original).1)
    try Data(baseline.json().utf8).write(to: url)
    #expect(try RulesBaseline.load(from: url) == baseline)
    func refusal(_ text: String?) -> String {
      let file = folder.appendingPathComponent("x.json")
      try? FileManager.default.removeItem(at: file)
      if let text { try? Data(text.utf8).write(to: file) }
      do {
        _ = try RulesBaseline.load(from: file)
        return "loaded"
      } catch {
        return error.description.replacingOccurrences(of: folder.path + "/", with: "")
      }
    }
    #expect(refusal(nil) == "x.json: no such file")
    #expect(refusal("{ \"schema") == "x.json: not a rules baseline (no schemaVersion; is it JSON?)")
    #expect(
      refusal("{ \"schemaVersion\": 2, \"metrics\": [] }")
        == "x.json: archbench baseline update's baseline, or no baseline, not a rules baseline; "
        + "write one with archbench rules --write-baseline")
    #expect(
      refusal("{ \"schemaVersion\": 1, \"kind\": \"scan\" }")
        == "x.json: a scan baseline, not a rules baseline; write one with archbench rules --write-baseline")
    #expect(
      refusal("{ \"schemaVersion\": 7, \"kind\": \"rules\" }")
        == "x.json: rules baseline schema version 7, this archbench reads 1; write one with archbench rules --write-baseline"
    )
    #expect(
      refusal("{ \"schemaVersion\": 1, \"kind\": \"rules\", \"violations\": [ { \"rule\": 3 } ] }")
        == "x.json: not a valid rules baseline: violations[0].rule is a number, expected a string")
  }

  @Test("a schemaVersion of 1.5, 1e30, 1e400 or \"1\" says what is wrong with it (issue 44 L3); an empty file says so")
  func schemaVersions() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-version-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x.json")
    func refusal(_ version: String) -> String {
      try? Data("{ \"schemaVersion\": \(version), \"kind\": \"rules\", \"violations\": [] }".utf8).write(to: file)
      do {
        _ = try RulesBaseline.load(from: file)
        return "loaded"
      } catch {
        return error.description.replacingOccurrences(of: folder.path + "/", with: "")
      }
    }
    let remedy = "; write one with archbench rules --write-baseline"
    #expect(refusal("1.5") == "x.json: schemaVersion 1.5 is not a supported version (1)" + remedy)
    #expect(refusal("1e30") == "x.json: schemaVersion 1e+30 is not a supported version (1)" + remedy)
    #expect(refusal("\"1\"") == "x.json: not a rules baseline: schemaVersion is a string, expected an integer")
    #expect(
      refusal("1e400")
        == "x.json: not a rules baseline: schemaVersion is 1e400: valid JSON, but out of the range a number can "
        + "have here (about ±1.8e308)")
    #expect(refusal("1") == "loaded")
    #expect(refusal("1.0") == "loaded")
    try Data().write(to: file)
    #expect(throws: RulesBaseline.LoadError(path: file.path, reason: "is empty")) { try RulesBaseline.load(from: file) }
  }
}
