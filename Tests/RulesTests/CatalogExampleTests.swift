import Rules
import Testing

/// Every rule in the catalog against its own examples: the page `Docs/rules.md` shows them, so
/// an example that stopped breaking its rule, or broke it somewhere else, would mislead.
@Suite("Rule catalog examples")
struct CatalogExampleTests {
  static let ids = RuleCatalog.all.map(\.id)

  @Test("each rule has a triggering example with one marker and a non-triggering one without", arguments: ids)
  func hasExamples(_ id: String) throws {
    let rule = try #require(RuleCatalog.all.first { $0.id == id })
    let triggering = MarkedText(rule.triggeringExample.source)
    #expect(!triggering.text.allSatisfy { $0.isWhitespace }, "no triggering example")
    #expect(triggering.markers.count == 1, "the triggering example marks \(triggering.markers.count) places, not 1")
    let nonTriggering = MarkedText(rule.nonTriggeringExample.source)
    #expect(!nonTriggering.text.allSatisfy { $0.isWhitespace }, "no non-triggering example")
    #expect(nonTriggering.markers.isEmpty, "the non-triggering example has a marker")
    #expect(!rule.triggeringExample.path.isEmpty && !rule.nonTriggeringExample.path.isEmpty)
  }

  /// Every architecture that checks the rule finds exactly its violation, at the marker: the
  /// example breaks no other rule either, so the page shows one thing at a time.
  @Test("the triggering example breaks the rule at its marker, and nothing else", arguments: ids)
  func triggering(_ id: String) throws {
    let rule = try #require(RuleCatalog.all.first { $0.id == id })
    let example = MarkedText(rule.triggeringExample.source)
    let place = try #require(example.markers.first?.value)
    let architectures = RuleCatalog.architectures(checking: id)
    #expect(!architectures.isEmpty)
    for architecture in architectures {
      let found = violations(architecture, path: rule.triggeringExample.path, text: example.text)
      #expect(found.map(\.rule) == [id], "\(architecture): \(found.map(describe))")
      #expect(found.map { MarkedText.Place(line: $0.line, column: $0.column) } == [place])
      #expect(found.map(\.path) == [rule.triggeringExample.path])
    }
  }

  @Test("the non-triggering example breaks no rule of the architectures that check it", arguments: ids)
  func nonTriggering(_ id: String) throws {
    let rule = try #require(RuleCatalog.all.first { $0.id == id })
    for architecture in RuleCatalog.architectures(checking: id) {
      let found = violations(
        architecture, path: rule.nonTriggeringExample.path, text: rule.nonTriggeringExample.source)
      #expect(found.isEmpty, "\(architecture): \(found.map(describe))")
    }
  }

  /// The default configuration and no model folder: an example declares the models it uses.
  func violations(_ architecture: String, path: String, text: String) -> [Violation] {
    let context = RuleContext(sources: [(path, text)], configuration: .defaults(for: architecture))
    return RuleCatalog.check(context, root: "").violations
  }
}
