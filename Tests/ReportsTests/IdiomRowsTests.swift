import LatencyModel
import Testing

@testable import Reports

@Suite("An idiom's rows, from its two sides' runs")
struct IdiomRowsTests {
  /// One side: the floor, the UIKit reference and MVC counted on list.refresh at `events`, and
  /// MVC's timed run with `allocations` and `bodies` as medians.
  static func side(mvc: Int, events: Int = 1000, allocations: [Int], bodies: [Int]) -> IdiomPhase.Side {
    let rows = [("reference", "none", 100), ("reference-uikit", "uikit", 1_000), ("mvc", "uikit", mvc)].map {
      subject, toolkit, perDispatch in
      InstructionReport.Row(
        subject: subject, subjectName: subject == "mvc" ? "MVC" : subject, toolkit: toolkit, step: "list.refresh",
        stepNumber: 8, events: events, iterations: 3, instructions: perDispatch * 3)
    }
    let counts = InstructionReport(
      run: .init(
        valgrindVersion: "valgrind-3.19.0", toolchain: "Swift version 6.3.1", buildConfiguration: "release",
        startedAt: "2026-01-01T00:00:00Z", durationSeconds: 1, iterations: 3, warmUpIterations: 2, sizes: [events],
        seed: 42),
      rows: rows, failures: [])
    let timed = LatencyModel.Measurement(
      subject: "mvc", subjectName: "MVC", toolkit: "uikit", step: "list.refresh", stepNumber: 8, events: events,
      fixture: "generated", iterations: 3,
      latency: LatencyDistribution(p50: 1, p90: 1, p99: 1, max: 1, min: 1, mean: 1), ratioToReference: nil,
      allocations: CountDistribution(counts: allocations), elementUpdates: CountDistribution(counts: [334]),
      renders: CountDistribution(counts: [1]), viewUpdates: CountDistribution(counts: bodies),
      frameBudgetMisses: FrameBudgetMisses(over16ms: 0, over8ms: 0))
    return IdiomPhase.Side(instructions: counts, timed: [timed])
  }

  @Test("each side gives the instructions per dispatch and ×ref counted, and the median allocations and bodies timed")
  func figures() {
    let rows = IdiomPhase.rows(
      IdiomSectionTests.comparator,
      committed: Self.side(mvc: 3_000, allocations: [12, 10, 12], bodies: [8, 8, 9]),
      other: Self.side(mvc: 1_500, allocations: [7, 7, 9], bodies: [8, 8, 8]))
    #expect(
      rows == [
        IdiomReport.Row(
          subject: "mvc", subjectName: "MVC", step: "list.refresh", stepNumber: 8, events: 1000,
          committed: .init(instructions: 3_000, ratioToReference: 3, allocations: 12, bodies: 8),
          other: .init(instructions: 1_500, ratioToReference: 1.5, allocations: 7, bodies: 8))
      ])
  }

  @Test("a step one side did not count is left out, and the references are no rows of their own")
  func unmatched() {
    let rows = IdiomPhase.rows(
      IdiomSectionTests.comparator, committed: Self.side(mvc: 3_000, allocations: [1], bodies: [1]),
      other: Self.side(mvc: 1_500, events: 100, allocations: [1], bodies: [1]))
    #expect(rows.isEmpty)
  }
}
