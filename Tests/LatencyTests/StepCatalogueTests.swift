import Latency
import Testing

@Suite("Step catalogue")
struct StepCatalogueTests {
  @Test func coversTheNineStepsOfTheIssueInOrderThenTheRealtimeAndStartUpSteps() {
    #expect(Step.all.map(\.number) == Step.all.map(\.number).sorted())
    #expect(Set(Step.all.map(\.number)) == Set(1...12))
    #expect(Step.all.filter(\.scales).map(\.id) == ["list.search", "list.live", "list.refresh"])
    #expect(
      Step.all.filter { $0.number >= 10 }.map(\.id) == [
        "detail.live", "list.burst.1", "list.burst.10", "list.burst.100", "app.launch", "app.relaunch",
      ])
    #expect(Step.all.compactMap(\.fixtureEvents) == [100, 100, 100])
    #expect(Set(Step.all.map(\.id)).count == Step.all.count)
  }

  @Test func selectsByIdNumberAndScreen() throws {
    #expect(try Step.matching(["report.send"]).map(\.id) == ["report.send"])
    #expect(try Step.matching(["4"]).map(\.id) == ["customer.open", "customer.back"])
    #expect(
      try Step.matching(["list", "1"]).map(\.id) == [
        "login.keystroke", "list.select", "list.search", "list.live", "list.refresh", "list.burst.1",
        "list.burst.10", "list.burst.100",
      ])
    #expect(try Step.matching(["app"]).map(\.id) == ["app.launch", "app.relaunch"])
    #expect(try Step.matching(["5"]).count == 7)
  }

  @Test func rejectsAnUnknownSelector() {
    #expect(throws: UnknownStepError.self) { try Step.matching(["nope"]) }
    #expect(throws: UnknownStepError.self) { try Step.matching(["13"]) }
  }
}
