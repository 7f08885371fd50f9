import Foundation
import Testing

@testable import Rules

/// `spec.shared-work`: the samples and the references sort, search and format dates with SpecRules.
@Suite("The spec's shared work")
struct SpecWorkRuleTests {
  @Test("a comparator, a matcher or a date formatter of one's own is found where it is written")
  func ownWork() {
    assertViolations(
      "mvc",
      [
        "Models/EventStore.swift": """
        import Foundation
        import SpecRules

        final class EventStore {
          var events: [ServiceEvent] = []
          func reload(_ loaded: [ServiceEvent]) {
            events = loaded.1️⃣sorted(by: Self.isOrderedBefore)
            events = loaded.2️⃣sorted { $0.date < $1.date }
            events = loaded.sorted(by: isListedBefore)
          }
          func matching(_ query: String) -> [ServiceEvent] {
            events.filter { $0.name.3️⃣range(of: query, options: [.caseInsensitive]) != nil }
              + events.filter { $0.name.4️⃣localizedCaseInsensitiveContains(query) }
              + events.filter(EventSearch(text: query, openOnly: false).keeps)
          }
          func day(_ event: ServiceEvent) -> String {
            event.date.5️⃣formatted(.dateTime) + 6️⃣DateFormatter().string(from: event.date)
              + DisplayDate.dayAndMonth(event.date)
          }
        }
        """
      ],
      [
        ExpectedViolation("1️⃣", "spec.shared-work", "sorted by Self.isOrderedBefore, not isListedBefore"),
        ExpectedViolation("2️⃣", "spec.shared-work", "sorted with a closure of its own, not isListedBefore"),
        ExpectedViolation("3️⃣", "spec.shared-work", "matches text with range(of:options:), not EventSearch"),
        ExpectedViolation(
          "4️⃣", "spec.shared-work", "matches text with localizedCaseInsensitiveContains, not EventSearch"),
        ExpectedViolation("5️⃣", "spec.shared-work", "formats with formatted(_:), not DisplayDate"),
        ExpectedViolation("6️⃣", "spec.shared-work", "formats dates with DateFormatter, not DisplayDate"),
      ])
  }

  @Test("code that does not use SpecRules is not held to the spec")
  func otherCodebases() {
    assertViolations(
      "redux",
      ["Sort.swift": "func sorted(_ names: [String]) -> [String] { names.sorted { $0 < $1 } }\n"], [])
  }

  @Test("the catalog lists the rule once, for every architecture the samples implement")
  func catalog() {
    #expect(RuleCatalog.all.filter { $0.id == "spec.shared-work" }.count == 1)
    #expect(RuleCatalog.architectures(checking: "spec.shared-work") == RuleCatalog.architectures)
  }

  /// The references are what the samples are compared with: they do the spec's work the same way.
  @Test(
    "the references and the floor do the spec's work with SpecRules",
    arguments: ["Sources/UIKitReference", "Sources/SwiftUIReference", "Sources/FloorReference"])
  func references(_ folder: String) throws {
    let root = SamplesTests.packageRoot.appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
    let context = RuleContext(
      sources: try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) },
      configuration: .defaults(for: "mvc"))
    #expect(context.files.contains { $0.imports.contains { $0.module == "SpecRules" } })
    let violations = SpecWorkRules.sharedWork.check(context)
    #expect(violations.isEmpty, "\(violations.map { "\($0.path):\($0.line) \($0.message)" })")
  }
}
