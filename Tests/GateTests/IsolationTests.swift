import Gate
import Testing

/// With the measured inputs unchanged, a count that moves at all is a defect of isolation,
/// however small; with them changed, the thresholds judge it as before.
@Suite("Isolation of the counts")
struct IsolationTests {
  static let before = [
    ComparisonTests.metric("instructions.list.search@100", .instructions, 1_000_000),
    ComparisonTests.metric("allocations.sum", .exact, 5_000),
    ComparisonTests.metric("production.lines", .exact, 700),
  ]

  /// One instruction more on a million, and one allocation more than the allowance of 10 lets pass.
  static let now = [
    ComparisonTests.metric("instructions.list.search@100", .instructions, 1_000_001),
    ComparisonTests.metric("allocations.sum", .exact, 5_001),
    ComparisonTests.metric("production.lines", .exact, 700),
  ]

  static var thresholds: Thresholds {
    var thresholds = Thresholds.defaults
    thresholds.exact["allocations.sum"] = 10
    return thresholds
  }

  @Test func unchangedInputsMakeAnyMovedCountADefect() {
    let comparison = Comparison(
      baseline: Self.before, now: Self.now, thresholds: Self.thresholds, sameMeasuredInputs: true)

    #expect(
      comparison.isolationBreaches.map(\.metric.key) == ["allocations.sum mvc", "instructions.list.search@100 mvc"])
    #expect(comparison.regressions.isEmpty)
    #expect(comparison.outcome == .regressed)
    #expect(
      CheckRenderer.summary(comparison).hasPrefix(
        "ISOLATION DEFECT: 2 of 2 count rows differ from the baseline though the measuring program's inputs are "
          + "unchanged (allocations.sum mvc, instructions.list.search@100 mvc)\n"))
  }

  @Test func changedInputsLeaveTheCountsToTheirThresholds() {
    let comparison = Comparison(
      baseline: Self.before, now: Self.now, thresholds: Self.thresholds, sameMeasuredInputs: false)

    #expect(comparison.isolationBreaches.isEmpty)
    #expect(comparison.outcome == .unchanged)
    #expect(!CheckRenderer.summary(comparison).contains("ISOLATION"))
    #expect(!CheckRenderer.summary(comparison).contains("measured inputs"))
  }

  @Test func identicalCountsPassWithUnchangedInputs() {
    let comparison = Comparison(
      baseline: Self.before, now: Self.before, thresholds: Self.thresholds, sameMeasuredInputs: true)

    #expect(comparison.isolationBreaches.isEmpty)
    #expect(comparison.outcome == .unchanged)
    #expect(
      CheckRenderer.summary(comparison).hasPrefix(
        "measured inputs as the baseline's: 2 count rows compared to the unit, all identical\n"))
  }

  @Test func onlyCountsAreHeldToTheUnit() {
    #expect(ComparisonTests.metric("instructions.sum", .instructions, 1).isCount)
    #expect(ComparisonTests.metric("allocations.sum", .exact, 1).isCount)
    #expect(!ComparisonTests.metric("production.lines", .exact, 1).isCount)
    #expect(!ComparisonTests.metric("latency.ratio.geomean", .timing, 1).isCount)
  }
}
