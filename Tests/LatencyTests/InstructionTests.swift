import Foundation
import Latency
import LatencyModel
import Testing

@Suite("Instruction counts")
struct InstructionTests {
  // MARK: Callgrind's output

  /// Two dumps as `--separate-threads=yes --combine-dumps=yes` writes them, trimmed to what is read,
  /// with a second thread's part and the dump at the program's end.
  static let output = """
    # callgrind format
    version: 1
    creator: callgrind-3.19.0
    pid: 4242
    cmd:  ./archbench latency --instructions-worker failures.json

    part: 1
    thread: 1
    desc: Trigger: Client Request: archbench mvc login.keystroke 8 3
    positions: line
    events: Ir
    summary: 813509
    fn=(1) main
    0 12
    totals: 813509

    part: 2
    thread: 2
    desc: Trigger: Client Request: archbench mvc login.keystroke 8 3
    events: Ir
    totals: 977

    part: 3
    thread: 1
    desc: Trigger: Client Request: archbench mvvm login.keystroke 8 3
    events: Ir
    totals: 3525892

    part: 4
    thread: 1
    desc: Trigger: Program termination
    events: Ir
    totals: 0
    """

  @Test func everyClientRequestDumpIsReadWithItsThread() throws {
    let dumps = try CallgrindOutput.dumps(in: Self.output)

    #expect(
      dumps == [
        .init(trigger: "archbench mvc login.keystroke 8 3", thread: 1, instructions: 813_509),
        .init(trigger: "archbench mvc login.keystroke 8 3", thread: 2, instructions: 977),
        .init(trigger: "archbench mvvm login.keystroke 8 3", thread: 1, instructions: 3_525_892),
      ])
  }

  @Test func countsThatDoNotStartWithInstructionsAreRefusedWithTheirLine() {
    let output = """
      part: 1
      desc: Trigger: Client Request: archbench mvc login.keystroke 8 3
      events: Dr Ir
      totals: 10 20
      """

    #expect(throws: CallgrindOutput.Problem(line: 4, reason: "the counts do not start with instructions (events: Ir)"))
    {
      try CallgrindOutput.dumps(in: output)
    }
  }

  @Test func anUnreadableTotalIsRefused() {
    let output = """
      part: 1
      desc: Trigger: Client Request: archbench mvc login.keystroke 8 3
      events: Ir
      totals: many
      """

    #expect(throws: CallgrindOutput.Problem(line: 4, reason: "unreadable total 'totals: many'")) {
      try CallgrindOutput.dumps(in: output)
    }
  }

  // MARK: Labels

  @Test func aLabelReadsBackAsWritten() {
    let label = InstructionLabel(subject: "mvvm-uikit", step: "list.search", events: 1_000, iterations: 3)

    #expect(label.text == "archbench mvvm-uikit list.search 1000 3")
    #expect(InstructionLabel(parsing: label.text) == label)
  }

  @Test(arguments: ["Program termination", "archbench mvc login.keystroke 8", "archbench mvc x 8 0", "other a b 1 2"])
  func aDumpThatIsNotARowHasNoLabel(_ text: String) {
    #expect(InstructionLabel(parsing: text) == nil)
  }

  // MARK: Rows

  @Test @MainActor func onlyTheMainThreadsCountsMakeTheRows() throws {
    let pass = InstructionPass(
      harness: LatencyHarness(subjects: [Subject(.mvc)], steps: [.loginKeystroke]), iterations: 3, warmUp: 2)

    let rows = pass.rows(from: try CallgrindOutput.dumps(in: Self.output))

    #expect(rows.map(\.subject) == ["mvc"])
    #expect(rows.first?.instructions == 813_509)
    #expect(rows.first?.perDispatch == 271_170)
  }

  @Test func eachRowIsComparedWithItsToolkitsReferenceAndTheReferencesWithTheFloor() {
    func row(_ subject: String, _ toolkit: String, _ instructions: Int) -> InstructionReport.Row {
      InstructionReport.Row(
        subject: subject, subjectName: subject, toolkit: toolkit, step: "report.note", stepNumber: 5, events: 8,
        iterations: 2, instructions: instructions)
    }
    let report = InstructionReport(
      run: .init(
        valgrindVersion: "valgrind-3.19.0", toolchain: "Swift version 6.3.1", buildConfiguration: "release",
        startedAt: "", durationSeconds: 1, iterations: 2, warmUpIterations: 2, sizes: [10], seed: 42),
      rows: [
        row("reference", "none", 200), row("reference-uikit", "uikit", 300), row("mvc", "uikit", 600),
        row("mvvm", "swiftui", 900),
      ],
      failures: [])

    #expect(report.rows.map(\.referenceSubject) == [nil, "reference", "reference-uikit", nil])
    #expect(report.rows.map(\.ratioToReference) == [nil, 1.5, 2, nil])
  }
}
