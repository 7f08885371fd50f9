import Foundation
import Testing

@testable import SpecConformance

@Suite("SPEC.md sections")
struct SpecSectionsTests {
  @Test("scenarios in order of first mention, each in its numbered section")
  func fixture() {
    let spec = SpecSections(markdown: Fixture.spec)
    #expect(
      spec.scenarios == [
        "login.showsForm", "login.emptyUsername", "login.success", "main.switchTabs", "tasks.sortedRows",
      ])
    #expect(spec.section(of: "login.showsForm") == .init(number: 1, title: "Login"))
    #expect(spec.section(of: "main.switchTabs")?.label == "§2 Main screen")
    #expect(spec.section(of: "tasks.notAScenario") == nil)
  }

  @Test("a scenario named in two sections belongs to the one its prefix names")
  func prefix() {
    let spec = SpecSections(markdown: Fixture.spec)
    #expect(spec.section(of: "login.success")?.number == 1)
  }

  @Test("the real SPEC.md: every section's scenarios where a student would look for them")
  func realSpec() throws {
    let url = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Samples/SPEC.md")
    let spec = SpecSections(markdown: try String(contentsOf: url.standardized, encoding: .utf8))
    #expect(spec.sections.map(\.number) == [1, 2, 3, 4, 5, 6, 7])
    #expect(spec.section(of: "login.showsForm")?.label == "§1 Login")
    #expect(spec.section(of: "detail.showsEvent")?.label == "§4 Event detail")
    #expect(spec.section(of: "customer.showsCustomer")?.label == "§5 Customer detail")
    #expect(spec.section(of: "report.opensAsSheet")?.label == "§6 Report status")
    #expect(spec.section(of: "main.switchTabs")?.label == "§2 Main screen")
    #expect(spec.scenarios.count >= 40)
  }
}
