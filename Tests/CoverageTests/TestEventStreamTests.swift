import Testing

@testable import Coverage

@Suite("Reading Swift Testing's event stream")
struct TestEventStreamTests {
  @Test func namesEveryFailingTestOfARealRun() throws {
    let summary = TestEventStream.summary(
      of: try Fixtures.text("failing-run.events.jsonl"), selection: "unit", exitStatus: 1)

    #expect(
      summary.failures.map(\.test) == [
        "TinyTests.ArithmeticTests/doublesWrongly()",
        "TinyTests.ArithmeticTests/triples(_:)",
        "TinyTests.ArithmeticTests/throwsAnError()",
      ])
    #expect(summary.failures[0].message == "Expectation failed: (double(2) → 4) == 5")
    #expect(summary.failures[0].location == "TinyTests.swift:8:33")
    #expect(summary.failures[2].message == "Caught error: Oops()")
    #expect(
      summary.failures[0].description
        == "TinyTests.ArithmeticTests/doublesWrongly() at TinyTests.swift:8:33: Expectation failed: (double(2) → 4) == 5"
    )
  }

  @Test func aKnownIssueIsNotAFailure() throws {
    let summary = TestEventStream.summary(
      of: try Fixtures.text("failing-run.events.jsonl"), selection: "unit", exitStatus: 1)

    #expect(!summary.failures.contains { $0.test.hasSuffix("knownIssue()") })
  }

  @Test func countsTestsAndEveryCaseOfAParameterizedTest() throws {
    let summary = TestEventStream.summary(
      of: try Fixtures.text("failing-run.events.jsonl"), selection: "unit", exitStatus: 1)

    // doubles, doublesWrongly, knownIssue, throwsAnError: one case each; triples: three.
    #expect(summary.modules == ["TinyTests": TestTally(tests: 5, cases: 7, skipped: 1)])
    #expect(summary.tally(of: ["TinyTests", "OtherTests"]) == TestTally(tests: 5, cases: 7, skipped: 1))
  }

  @Test func aCrashIsAFailureOfTheTestThatWasRunning() throws {
    // The run as it stood when the process died: no test ended, no run end.
    let lines = try Fixtures.text("failing-run.events.jsonl").split(separator: "\n")
    let cut = lines.prefix { !$0.contains(#""kind":"issueRecorded""#) }.joined(separator: "\n")

    let summary = TestEventStream.summary(
      of: cut, selection: "unit", exitStatus: -11, lastOutputLine: "Fatal error: Unexpectedly found nil")

    #expect(summary.failures.count == 1)
    #expect(summary.failures[0].test == "TinyTests.ArithmeticTests/throwsAnError()")
    #expect(
      summary.failures[0].message
        == "the test process was killed by signal 11 before the run ended; last output: Fatal error: Unexpectedly found nil"
    )
  }

  @Test func aRunThatMatchedNoTestIsNotAFailure() {
    let stream = """
      {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
      {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
      """

    let summary = TestEventStream.summary(of: stream, selection: "unit", exitStatus: 69)

    #expect(summary.failures.isEmpty)
    #expect(summary.total == .zero)
  }

  @Test func anEmptyStreamFromAProcessThatDiedAtOnceIsAFailure() {
    let summary = TestEventStream.summary(of: "", selection: "conformance", exitStatus: 1)

    #expect(
      summary.failures == [
        TestFailure(test: "(conformance run)", message: "the test process exited with status 1 before the run ended")
      ])
  }

  @Test func testIdentifiersLoseTheirSourceLocation() {
    #expect(
      TestEventStream.displayName(of: "MVCTests.SessionTests/logIn()/SessionTests.swift:12:4")
        == "MVCTests.SessionTests/logIn()")
    #expect(TestEventStream.displayName(of: "MVCTests.SessionTests") == "MVCTests.SessionTests")
    #expect(TestEventStream.module(of: "MVCTests.SessionTests/logIn()") == "MVCTests")
    #expect(TestEventStream.module(of: "MVCTests/freeFunction()/A.swift:1:2") == "MVCTests")
  }
}
