import Rules
import Testing

/// The generated pages hold the whole catalog. That `Docs/rules.md` is this page is checked by
/// `ArchbenchEndToEndTests`, which runs the command that writes it.
@Suite("Rule catalog pages")
struct CatalogDocumentTests {
  @Test("the Markdown page says how to regenerate it, then shows every rule with both examples")
  func markdown() {
    let page = RuleCatalogMarkdown.document(names: ["mvvmc": "MVVM-C"])
    #expect(page.hasPrefix("<!-- Generated from the rule catalog"))
    #expect(page.split(separator: "\n").first?.contains(RuleCatalogMarkdown.command) == true)
    for rule in RuleCatalog.all {
      #expect(page.contains("| `\(rule.id)` |"), "\(rule.id) is not in the table")
      #expect(page.contains("\n### `\(rule.id)`\n\n\(rule.details ?? rule.summary)\n"))
      #expect(page.contains("```swift\n\(rule.triggeringExample.source)\n```"))
      #expect(page.contains("```swift\n\(rule.nonTriggeringExample.source)\n```"))
    }
    #expect(page.contains("| `mvvm.view-model-no-view` | mvvm, MVVM-C, clean | error |"))
    #expect(page.contains("Architectures: mvvm, MVVM-C, clean. Severity: error."))
    #expect(page.hasSuffix("\n") && !page.hasSuffix("\n\n"))
  }

  @Test("the text listing has a line a rule and a count")
  func text() {
    let listing = RuleCatalogText.listing(names: ["mvc": "MVC"])
    let lines = listing.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == RuleCatalog.all.count + 2)
    #expect(lines.first == "mvc.model-no-view (MVC; error): \(RuleCatalog.rules(for: "mvc")[0].summary)")
    #expect(lines.dropLast().last == "\(RuleCatalog.all.count) rules")
  }
}
