import Foundation
import Histogram
import Latency
import LatencyModel
import Testing

@Suite("Analysis")
struct AnalysisTests {
  // MARK: Scaling

  @Test func aLinearCostFitsASlopeOfOne() throws {
    let slope = try #require(ScalingFit.slope(sizes: [10, 100, 1_000, 10_000], costs: [3, 30, 300, 3_000]))

    #expect(abs(slope - 1) < 1e-9)
    #expect(!ScalingFit.isSuperLinear(slope))
  }

  @Test func aQuadraticCostFitsASlopeOfTwoAndIsFlagged() throws {
    let slope = try #require(ScalingFit.slope(sizes: [10, 100, 1_000, 10_000], costs: [1, 100, 10_000, 1_000_000]))

    #expect(abs(slope - 2) < 1e-9)
    #expect(ScalingFit.isSuperLinear(slope))
  }

  @Test func nLogNStaysUnderTheThreshold() throws {
    let sizes = [10, 100, 1_000, 10_000]
    let slope = try #require(ScalingFit.slope(sizes: sizes, costs: sizes.map { Double($0) * log(Double($0)) }))

    #expect(slope > 1.1 && slope < ScalingFit.superLinearThreshold)
  }

  @Test func aConstantCostFitsZeroAndTooFewSizesFitNothing() throws {
    #expect(try #require(ScalingFit.slope(sizes: [10, 100, 1_000], costs: [5, 5, 5])) == 0)
    #expect(ScalingFit.slope(sizes: [10], costs: [5]) == nil)
    #expect(ScalingFit.slope(sizes: [10, 10], costs: [5, 6]) == nil)
    #expect(ScalingFit.slope(sizes: [10, 100], costs: [0, 6]) == nil)
  }

  @Test func resultsFitEachSubjectAndStepFromTheirP50s() {
    let measurements = [
      ReportFixtures.measurement(subject: "mvc", step: "list.search", events: 10, p50: 1_000),
      ReportFixtures.measurement(subject: "mvc", step: "list.search", events: 100, p50: 100_000),
      ReportFixtures.measurement(subject: "reference", step: "list.search", events: 10, p50: 1_000),
      ReportFixtures.measurement(subject: "reference", step: "list.search", events: 100, p50: 10_000),
    ]

    let results = ScalingFit.results(for: measurements)

    #expect(results.map(\.subject) == ["mvc", "reference"])
    #expect(results.map(\.isSuperLinear) == [true, false])
    #expect(results[0].p50s == [1_000, 100_000])
  }

  // MARK: Percentiles

  @Test func percentilesAreHdrHistogramsAtThreeSignificantDigits() {
    let samples = (1...10_000).map { UInt64($0) * 1_000 }
    var histogram = Histogram<UInt64>(
      lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000_000, numberOfSignificantValueDigits: .three)
    for sample in samples { histogram.record(sample) }

    let distribution = LatencyDistribution(nanoseconds: samples.shuffled())

    #expect(distribution.p50 == histogram.valueAtPercentile(50))
    #expect(distribution.p90 == histogram.valueAtPercentile(90))
    #expect(distribution.p99 == histogram.valueAtPercentile(99))
    #expect(distribution.max == histogram.max)
    #expect(abs(Double(distribution.p50) - 5_000_000) / 5_000_000 < 0.001)
    #expect(abs(Double(distribution.p99) - 9_900_000) / 9_900_000 < 0.001)
  }

  @Test func noSamplesGiveZeros() {
    #expect(
      LatencyDistribution(nanoseconds: []) == LatencyDistribution(p50: 0, p90: 0, p99: 0, max: 0, min: 0, mean: 0))
  }

  // MARK: Counts

  @Test func countDistributionsKeepTotalMeanAndALowerMedian() {
    #expect(
      CountDistribution(counts: [12, 14, 12])
        == CountDistribution(total: 38, min: 12, max: 14, mean: 38.0 / 3, median: 12))
    #expect(CountDistribution(counts: [3, 1, 4, 2]).median == 2)
    #expect(CountDistribution(counts: []) == CountDistribution(total: 0, min: 0, max: 0, mean: 0, median: 0))
  }

  // MARK: Frame budgets

  @Test func frameBudgetMissesCountSamplesStrictlyOver() {
    let samples: [UInt64] = [1_000_000, 8_333_333, 8_333_334, 16_666_667, 16_666_668, 40_000_000, 2_000_000, 3_000_000]

    let misses = FrameBudget.misses(nanoseconds: samples)

    #expect(misses.over8ms == 4.0 / 8)
    #expect(misses.over16ms == 2.0 / 8)
    #expect(FrameBudget.misses(nanoseconds: []) == FrameBudgetMisses(over16ms: 0, over8ms: 0))
  }

  // MARK: Ratios and agreement

  @Test func ratiosDivideByTheReferenceOfTheSameStepAndSize() {
    let measurements = [
      ReportFixtures.measurement(subject: "reference", step: "a", events: 8, p50: 100),
      ReportFixtures.measurement(subject: "mvc", step: "a", events: 8, p50: 250),
      ReportFixtures.measurement(subject: "mvc", step: "b", events: 8, p50: 250),
    ]

    let ratios = ReferenceRatio.apply(to: measurements, referenceID: "reference").map(\.ratioToReference)

    #expect(ratios == [1, 2.5, nil])
  }

  @Test func aSubjectOnAToolkitIsComparedWithThatToolkitsReference() {
    func measurement(_ subject: String, _ toolkit: Toolkit, p50: UInt64, step: String = "a") -> LatencyModel.Measurement
    {
      var measurement = ReportFixtures.measurement(subject: subject, step: step, events: 8, p50: p50)
      measurement.toolkit = toolkit.rawValue
      return measurement
    }
    let measurements = [
      measurement("reference", .none, p50: 100),
      measurement(Toolkit.uikit.referenceID, .uikit, p50: 200),
      measurement(Toolkit.swiftui.referenceID, .swiftui, p50: 400),
      measurement("mvc", .uikit, p50: 300),
      measurement("mvvm", .swiftui, p50: 800),
      // No SwiftUI reference at this step: the floor stands in.
      measurement("mvvm", .swiftui, p50: 500, step: "b"),
      measurement("reference", .none, p50: 250, step: "b"),
    ]

    let ratios = ReferenceRatio.apply(to: measurements, referenceID: "reference")

    #expect(ratios.map(\.ratioToReference) == [1, 2, 4, 1.5, 2, 2, 1])
    #expect(ratios.map(\.ratioToFloor) == [1, 2, 4, 3, 8, 2, 1])
    #expect(
      ratios.map(\.referenceSubject) == [
        "reference", "reference", "reference", Toolkit.uikit.referenceID, Toolkit.swiftui.referenceID, "reference",
        "reference",
      ])
  }

  @Test func agreementComparesP50sAndAllocationCounts() {
    let first = ReportFixtures.report(measurements: [
      ReportFixtures.measurement(subject: "mvc", step: "a", events: 8, p50: 100, allocations: 50),
      ReportFixtures.measurement(subject: "mvc", step: "b", events: 8, p50: 100, allocations: 50),
    ])
    let second = ReportFixtures.report(measurements: [
      ReportFixtures.measurement(subject: "mvc", step: "a", events: 8, p50: 109, allocations: 50),
      ReportFixtures.measurement(subject: "mvc", step: "b", events: 8, p50: 80, allocations: 52),
    ])

    let agreement = RunAgreement(first: first, second: second)

    #expect(agreement.rows.map(\.p50Agrees) == [true, false])
    #expect(agreement.rows.map(\.allocationsIdentical) == [true, false])
    #expect(agreement.rows.map(\.allocationTotalDifference) == [0, 4])
    #expect(agreement.p50WithinTolerance == 1)
    #expect(agreement.allocationsIdentical == 1)
    #expect(agreement.allocationTotalsIdentical == 1)
    #expect(abs(agreement.rows[1].p50Difference + 0.2) < 1e-12)
  }
}
