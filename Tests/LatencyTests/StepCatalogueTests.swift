import Latency
import Testing

@Suite("Step catalogue")
struct StepCatalogueTests {
  @Test func coversTheNineStepsOfTheIssueInOrder() {
    #expect(Step.all.map(\.number) == Step.all.map(\.number).sorted())
    #expect(Set(Step.all.map(\.number)) == Set(1...9))
    #expect(Step.all.filter(\.scales).map(\.id) == ["list.search", "list.live", "list.refresh"])
    #expect(Set(Step.all.map(\.id)).count == Step.all.count)
  }

  @Test func selectsByIdNumberAndScreen() throws {
    #expect(try Step.matching(["report.send"]).map(\.id) == ["report.send"])
    #expect(try Step.matching(["4"]).map(\.id) == ["customer.open", "customer.back"])
    #expect(
      try Step.matching(["list", "1"]).map(\.id) == [
        "login.keystroke", "list.select", "list.search", "list.live", "list.refresh",
      ])
    #expect(try Step.matching(["5"]).count == 7)
  }

  @Test func rejectsAnUnknownSelector() {
    #expect(throws: UnknownStepError.self) { try Step.matching(["nope"]) }
    #expect(throws: UnknownStepError.self) { try Step.matching(["10"]) }
  }
}
