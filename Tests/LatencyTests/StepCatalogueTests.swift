import Foundation
import Latency
import Testing

@Suite("Step catalogue")
struct StepCatalogueTests {
  /// Samples/SPEC.md's numbered sections, `## 3. Tasks list`, as (number, title).
  static let specSections: [(number: Int, title: String)] = {
    let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Samples/SPEC.md")
    let text = (try? String(contentsOf: spec, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      line.wholeMatch(of: /## (\d+)\. (.+)/).map { (Int($0.output.1) ?? 0, String($0.output.2)) }
    }
  }()

  @Test func numbersScreensAsSpecsSectionsDo() {
    #expect(Self.specSections.count == SpecScreen.allCases.count)
    #expect(SpecScreen.allCases.map(\.number) == Self.specSections.map(\.number))
    #expect(SpecScreen.allCases.map(\.title) == Self.specSections.map(\.title))
  }

  @Test func placesEveryStepOnASectionOfSpec() {
    for step in Step.all {
      #expect(
        Self.specSections.contains { $0.number == step.number && $0.title == step.screen.title },
        "\(step.id): §\(step.number) \(step.screen.title) is no section of Samples/SPEC.md")
    }
    // The part of an id before the dot names one screen.
    let screens = Dictionary(grouping: Step.all) { $0.id.prefix { $0 != "." } }.mapValues { Set($0.map(\.screen)) }
    #expect(screens.values.allSatisfy { $0.count == 1 }, "\(screens)")
  }

  @Test func runsTheStepsInTheirOrderWithTheScalingAndFixtureSteps() {
    #expect(
      Step.all.map(\.id) == [
        "login.keystroke", "login.submit", "list.select", "customer.open", "customer.back", "report.note",
        "report.completed", "report.type", "report.attach", "report.pick", "report.add", "report.send", "list.search",
        "list.live", "list.refresh", "account.logout", "detail.live", "list.burst.1", "list.burst.10",
        "list.burst.100", "app.launch", "app.relaunch",
      ])
    #expect(Step.all.filter(\.scales).map(\.id) == ["list.search", "list.live", "list.refresh"])
    #expect(Step.all.compactMap(\.fixtureEvents) == [100, 100, 100])
    #expect(Set(Step.all.map(\.id)).count == Step.all.count)
  }

  @Test func selectsByIdSectionAndScreen() throws {
    #expect(try Step.matching(["report.send"]).map(\.id) == ["report.send"])
    #expect(try Step.matching(["5"]).map(\.id) == ["customer.open", "customer.back"])
    #expect(
      try Step.matching(["list", "1"]).map(\.id) == [
        "login.keystroke", "login.submit", "list.select", "list.search", "list.live", "list.refresh", "list.burst.1",
        "list.burst.10", "list.burst.100", "app.launch", "app.relaunch",
      ])
    #expect(try Step.matching(["app"]).map(\.id) == ["app.launch", "app.relaunch"])
    #expect(try Step.matching(["6"]).count == 7)
    #expect(try Step.matching(["4", "account"]).map(\.id) == ["account.logout", "detail.live"])
  }

  @Test func rejectsAnUnknownSelector() {
    let error = #expect(throws: UnknownStepError.self) { try Step.matching(["nope"]) }
    #expect(throws: UnknownStepError.self) { try Step.matching(["8"]) }
    // §2, the main screen, has no step of its own.
    #expect(throws: UnknownStepError.self) { try Step.matching(["2"]) }
    #expect(error?.description.hasSuffix(", or a section of Samples/SPEC.md with steps (1, 3, 4, 5, 6, 7).") == true)
  }
}
