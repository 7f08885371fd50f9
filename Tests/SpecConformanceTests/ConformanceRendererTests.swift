import Foundation
import Support
import Testing

@testable import SpecConformance

@Suite("archbench conformance output")
struct ConformanceRendererTests {
  static let report = ConformanceReport(
    architecture: "hexagonal", name: "Hexagonal", cases: ConformanceStream.cases(from: Fixture.stream),
    spec: SpecSections(markdown: Fixture.spec))

  @Test("text: a line per scenario under its SPEC.md section, the first issue, a summary")
  func text() throws {
    #expect(
      try ConformanceRenderer.render(Self.report, as: .text) == """
        Hexagonal against Samples/SPEC.md

        §1 Login
          PASS    login.showsForm
          FAIL    login.emptyUsername: Expectation failed: (app.staticTexts["Enter your username."].identifier → nil) == "usernameError"
          FAIL    login.success: Caught error: notFound("Username")

        §2 Main screen
          NOT RUN main.switchTabs

        §3 Tasks list
          PASS    tasks.sortedRows

        2 of 5 scenarios pass, 2 fail, 1 did not run.
        Read the section of Samples/SPEC.md above each failing scenario; the message is its first issue.

        """)
    #expect(Self.report.passed == 2)
    #expect(Self.report.failed == 2)
    #expect(Self.report.notRun == 1)
  }

  @Test("text: every scenario passing ends with the summary alone")
  func allPass() throws {
    let stream = [Fixture.test("login.showsForm", 10), Fixture.started(10, "MVC"), Fixture.runEnded]
      .joined(separator: "\n")
    let spec = SpecSections(markdown: "## 1. Login\n\n- Form. `[login.showsForm]`\n")
    let report = ConformanceReport(
      architecture: "mvc", name: "MVC", cases: ConformanceStream.cases(from: stream), spec: spec)
    #expect(
      try ConformanceRenderer.render(report, as: .text) == """
        MVC against Samples/SPEC.md

        §1 Login
          PASS    login.showsForm

        1 of 1 scenarios pass, 0 fail.

        """)
  }

  @Test("json: the same report, for a script")
  func json() throws {
    let text = try ConformanceRenderer.render(Self.report, as: .json)
    let back = try JSON.decoder().decode(ConformanceReport.self, from: Data(text.utf8))
    #expect(back == Self.report)
    #expect(text.contains(#""result" : "not run""#))
    #expect(text.contains(#""title" : "Main screen""#))
  }

  @Test("a scenario SPEC.md names before its own section is listed under that section, once")
  func sectionOrder() throws {
    let spec = SpecSections(
      markdown: """
        ## 3. Tasks list

        - Tapping a row opens the detail. `[detail.showsEvent]`
        - Rows. `[tasks.sortedRows]`

        ## 4. Event detail

        - The detail. `[detail.showsEvent]` `[detail.callContact]`
        """)
    let report = ConformanceReport(architecture: "x", name: "X", cases: [], spec: spec)
    #expect(report.scenarios.map(\.scenario) == ["tasks.sortedRows", "detail.showsEvent", "detail.callContact"])
  }

  @Test("an element proxy in an issue reads as its description")
  func readableIssue() {
    let issue =
      #"Expectation failed: (app.staticTexts["passwordError"] → ElementProxy(driver: UITestDriver.AppDriver, "#
      + #"description: "text \"passwordError\"", resolve: (Function))).exists → false"#
    #expect(
      ConformanceReport.readable(issue)
        == #"Expectation failed: (app.staticTexts["passwordError"] → text "passwordError").exists → false"#)
  }
}
