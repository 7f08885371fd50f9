import Latency
import LatencyModel
import SampleRegistry
import ServiceKit
import Testing

/// The speed gate keeps what was timed at the host's usual speed and has the rest timed again.
@MainActor
@Suite("Speed gate")
struct SpeedGateTests {
  /// A host whose probe takes 100 µs at its usual speed, and 200 µs whenever `isSlow` says so.
  @MainActor
  final class ScriptedHost {
    var probes = 0
    var isSlow: (Int) -> Bool

    init(isSlow: @escaping (Int) -> Bool) { self.isSlow = isSlow }

    func probe() -> UInt64 {
      defer { probes += 1 }
      return isSlow(probes) ? 200_000 : 100_000
    }
  }

  /// A whole run of `login.keystroke` on `subjects` and the reference, on a scripted host, without warm-up.
  static func keystrokes(
    on subjects: [Subject], iterations: Int, rounds: Int, host: ScriptedHost
  ) async
    -> LatencyReport
  {
    var configuration = HarnessConfiguration()
    configuration.iterations = iterations
    configuration.warmUpIterations = 0
    configuration.rounds = rounds
    configuration.countsAllocations = false
    configuration.speedCalibration = .zero
    var harness = LatencyHarness(configuration: configuration, subjects: subjects, steps: [.loginKeystroke])
    harness.speedProbe = host.probe
    return await harness.run()
  }

  @Test func theUsualSpeedIsTheSixteenthFastestProbe() {
    var times: [UInt64] = (1...40).map { UInt64($0) * 1_000 }
    times.shuffle()
    var index = 0
    let gate = SpeedGate(tolerance: 0.25) {
      defer { index += 1 }
      return times[index]
    }
    #expect(gate.fastest == nil)
    #expect(gate.admits(1_000_000))

    for _ in times { gate.measure() }

    #expect(gate.fastest == 16_000)
    #expect(gate.admits(20_000))
    #expect(!gate.admits(20_001))
  }

  @Test func theRealProbeTakesTime() {
    #expect(SpeedProbe.run() > 0)
  }

  @Test func aGroupTimedAtASlowMomentIsTimedAgain() async throws {
    // Calibration takes probes 0–15; groups then take two each: 16–17, 18–19, 20–21, …
    // Probe 19 is slow, so the second group is thrown away and timed again.
    let host = ScriptedHost { $0 == 19 }
    let gate = SpeedGate(tolerance: 0.2, probe: host.probe)
    gate.calibrate(for: .zero)

    let results = await StepRunner.run(
      try #require(Step.matching(["login.keystroke"]).first), on: [.reference, .withoutToolkit(.mvc)],
      fixture: .standard, iterations: 3, warmUp: 1, countingAllocations: false, gate: gate)

    for result in results {
      let samples = try result.get()
      #expect(samples.count == 3)
      #expect(samples.allSatisfy { $0.probeNanoseconds == 100_000 })
    }
    #expect(gate.groupsKept == 3)
    #expect(gate.groupsRepeated == 1)
    #expect(host.probes == 16 + 2 * 4)
  }

  @Test func aStepKeepsSlowGroupsOnceItsRepeatsRunOut() async throws {
    let host = ScriptedHost { $0 >= 16 }
    let gate = SpeedGate(tolerance: 0.2, probe: host.probe)
    gate.calibrate(for: .zero)

    let samples = try await StepRunner.run(
      try #require(Step.matching(["login.keystroke"]).first), on: .reference, fixture: .standard, iterations: 2,
      warmUp: 0, countingAllocations: false, gate: gate)

    #expect(samples.map(\.probeNanoseconds) == [200_000, 200_000])
    #expect(gate.groupsRepeated == 2 * StepRunner.repeatsPerIteration)
    #expect(gate.groupsKept == 2)
  }

  @Test func samplesKeptBeforeTheHostShowedItsUsualSpeedAreTimedAgain() async throws {
    // The run starts in a slow spell: calibration (probes 0–15) and the first round's 10 groups
    // (16–35) see only 200 µs, so they are kept. The spell ends there, and the second round's 20
    // probes show the usual speed is 100 µs (then the harness overhead's 20 iterations take
    // 56–95). Judged again, the first round's samples are off-speed, and 10 more groups are timed.
    let host = ScriptedHost { $0 < 36 }

    let report = await Self.keystrokes(on: [.withoutToolkit(.mvc)], iterations: 20, rounds: 2, host: host)

    #expect(report.failures == [])
    #expect(report.measurements.map(\.iterations) == [20, 20])
    let gate = try #require(report.run.speedGate)
    #expect(gate.fastestProbeNanoseconds == 100_000)
    #expect(gate.tolerance == 0.2)
    #expect(gate.offSpeedSamples == 0)
    #expect(gate.groupsKept == 10 + 10 + 10)
    #expect(gate.groupsRepeated == 0)
  }

  @Test func aHostThatStaysSlowIsReportedAsOffSpeed() async throws {
    // Usual speed is seen in calibration only; every group after it is slow.
    let host = ScriptedHost { $0 >= 16 }

    let report = await Self.keystrokes(on: [], iterations: 1, rounds: 1, host: host)

    #expect(report.measurements.map(\.iterations) == [1])
    let gate = try #require(report.run.speedGate)
    #expect(gate.offSpeedSamples == 1)
    // The round keeps its slow group for the end, where two top-ups each use up their repeats.
    #expect(gate.groupsRepeated == 1 + 2 * StepRunner.repeatsPerIteration)
    #expect(gate.groupsKept == 2)
  }

  @Test func withoutAGateEveryGroupIsKept() async throws {
    var configuration = HarnessTests.tiny()
    configuration.speedTolerance = nil
    let harness = LatencyHarness(
      configuration: configuration, subjects: [], steps: try Step.matching(["login.keystroke"]))

    let report = await harness.run()

    #expect(report.run.speedGate == nil)
    #expect(report.measurements.allSatisfy { $0.iterations == 2 })
  }
}
