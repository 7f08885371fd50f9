import Foundation
import Latency
import LatencyModel
import SampleRegistry
import Testing

/// A run measured in parts, one per round's process, pools its samples into one report.
@MainActor
@Suite("Run parts")
struct RunPartTests {
  static let harness: LatencyHarness = {
    var configuration = HarnessTests.tiny()
    configuration.iterations = 3
    configuration.rounds = 2
    return LatencyHarness(
      configuration: configuration, subjects: [.withoutToolkit(.mvc)], steps: [Step.all[0]])
  }()

  static func samples(_ microseconds: [UInt64], allocations: Int = 0) -> [IterationSample] {
    microseconds.map {
      IterationSample(nanoseconds: $0 * 1_000, allocations: allocations, elementUpdates: 1, renders: 1)
    }
  }

  static func part(
    round: Int, reference: [UInt64], mvc: [UInt64], failures: [MeasurementFailure] = [], gate: SpeedGateSummary? = nil
  ) -> RunPart {
    RunPart(
      rounds: [round], startedAt: "2026-11-22T12:00:0\(round)Z", durationSeconds: 1,
      loadAverageAtStart: [Double(round)],
      loadAverageAtEnd: [Double(round) + 0.5], allocationCounting: true, deterministicHashing: true,
      fixedAddressLayout: true, mainQueueOnMainThread: true, globalJobsOnMainThread: true, pinnedProcessor: nil,
      overhead: samples([50, 60]),
      entries: [
        RunPart.Entry(
          subject: "reference", step: "login.keystroke", events: 8, samples: samples(reference, allocations: 5)),
        RunPart.Entry(subject: "mvc", step: "login.keystroke", events: 8, samples: samples(mvc, allocations: 7)),
      ], failures: failures, speedGate: gate)
  }

  @Test func poolsTheSamplesOfEveryPart() throws {
    let gate = { (fastest: UInt64, kept: Int, repeated: Int) in
      SpeedGateSummary(
        tolerance: 0.2, fastestProbeNanoseconds: fastest, groupsKept: kept, groupsRepeated: repeated, offSpeedSamples: 1
      )
    }
    let parts = [
      Self.part(round: 0, reference: [100, 110], mvc: [200, 220], gate: gate(31_000, 2, 1)),
      Self.part(round: 1, reference: [300], mvc: [600], gate: gate(30_000, 1, 0)),
    ]

    let report = Self.harness.report(from: parts, durationSeconds: 4.5)

    #expect(report.measurements.map(\.subject) == ["reference", "mvc"])
    #expect(report.measurements.map(\.iterations) == [3, 3])
    let pooled = [[100, 110, 300], [200, 220, 600]].map { LatencyDistribution(nanoseconds: $0.map { $0 * 1_000 }) }
    #expect(report.measurements.map(\.latency) == pooled)
    #expect(report.measurements.map { $0.allocations?.total } == [15, 21])
    #expect(report.measurements.last?.ratioToReference == Double(pooled[1].p50) / Double(pooled[0].p50))
    #expect(report.harnessOverhead.iterations == 4)
    #expect(report.run.processes == 2)
    #expect(report.run.rounds == 2)
    #expect(report.run.startedAt == "2026-11-22T12:00:00Z")
    #expect(report.run.durationSeconds == 4.5)
    #expect(report.run.loadAverageAtStart == [0])
    #expect(report.run.loadAverageAtEnd == [1.5])
    #expect(report.run.mainQueueOnMainThread == true)
    #expect(report.run.globalJobsOnMainThread == true)
    #expect(report.run.speedGate == gate(30_000, 3, 1).with(offSpeedSamples: 2))
  }

  @Test func aFailureInAnyPartLeavesThatMeasurementOut() throws {
    let failure = MeasurementFailure(subject: "mvc", step: "login.keystroke", events: 8, reason: "no field")
    var second = Self.part(round: 1, reference: [300], mvc: [], failures: [failure])
    second.entries.removeLast()

    let report = Self.harness.report(
      from: [Self.part(round: 0, reference: [100], mvc: [200]), second], durationSeconds: 1)

    #expect(report.measurements.map(\.subject) == ["reference"])
    #expect(report.failures == [failure])
  }

  @Test func aPartMeasuresOnlyItsRounds() async throws {
    let part = await Self.harness.measure(rounds: [1])

    #expect(part.rounds == [1])
    #expect(part.failures == [])
    // 3 iterations over 2 rounds: 2 in the first, 1 in the second; the overhead takes the same share.
    #expect(part.entries.map(\.samples.count) == [1, 1])
    #expect(part.overhead.count == 1)
    let decoded = try JSONDecoder().decode(RunPart.self, from: JSONEncoder().encode(part))
    #expect(decoded == part)
  }
}

extension SpeedGateSummary {
  fileprivate func with(offSpeedSamples: Int) -> SpeedGateSummary {
    var copy = self
    copy.offSpeedSamples = offSpeedSamples
    return copy
  }
}
