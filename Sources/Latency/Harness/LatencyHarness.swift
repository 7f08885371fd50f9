import Foundation
import LatencyModel
import ServiceKit

/// Runs a whole latency benchmark: every step on every subject at every size, then the analysis.
///
/// Subjects run interleaved: for each step and size, every subject has its own app, and
/// the iterations alternate between them, the reference first (see ``StepRunner``), so that
/// the ratio to the reference compares measurements taken under the same load. The whole
/// plan runs in ``HarnessConfiguration/rounds`` passes that share the iterations, and each
/// step's samples are pooled over the passes, so that no step is timed in one burst of a
/// fast or slow moment of the machine.
///
/// ``run(progress:)`` measures every round in this process. `archbench latency` instead
/// measures each round in a process of its own (``measure(rounds:progress:)`` there, started
/// by ``RoundProcesses``) and pools the parts with ``report(from:durationSeconds:)``, since
/// each process settles at a speed of its own.
///
/// With ``HarnessConfiguration/speedTolerance`` set, a ``SpeedGate`` learns the host's usual
/// speed first, has groups timed at a slow moment timed again, and at the end judges the kept
/// samples once more (``RunInfo/speedGate`` says what it did). Steps that scale run on
/// `Fixture.generated(eventCount:seed:)` at each size; the others on the standard fixture of
/// Samples/SPEC.md. The backend has no latency, so only the app's own work is timed.
///
/// ```swift
/// let harness = LatencyHarness(subjects: [.reference, Subject(.mvc)], steps: Step.all)
/// let report = await harness.run { line in print(line) }
/// ```
@MainActor
public struct LatencyHarness {
  public var configuration: HarnessConfiguration
  public var subjects: [Subject]
  public var steps: [Step]
  /// Times the speed gate's fixed work; tests replace it with a scripted host.
  public var speedProbe: @MainActor () -> UInt64 = { SpeedProbe.run() }

  /// - Parameter subjects: the floor, and the reference of each toolkit a subject is written
  ///   on, are added first when missing, since every ratio needs them.
  public init(configuration: HarnessConfiguration = HarnessConfiguration(), subjects: [Subject], steps: [Step]) {
    self.configuration = configuration
    let references = Toolkit.allCases.map(Subject.reference(on:)).filter { reference in
      reference.toolkit == .none || subjects.contains { $0.toolkit == reference.toolkit }
    }
    self.subjects =
      references.filter { reference in !subjects.contains { $0.id == reference.id } }
      + subjects
    self.steps = steps
  }

  /// The (step, fixture) pairs to run, in order.
  var plan: [(step: Step, fixture: Fixture, name: String)] {
    var generated: [Int: Fixture] = [:]
    return steps.flatMap { step -> [(step: Step, fixture: Fixture, name: String)] in
      if let events = step.fixtureEvents {
        let fixture = generated[events] ?? Fixture.generated(eventCount: events, seed: configuration.seed)
        generated[events] = fixture
        return [(step, fixture, "generated")]
      }
      guard step.scales else { return [(step, Fixture.standard, "standard")] }
      return configuration.sizes.map { size in
        let fixture = generated[size] ?? Fixture.generated(eventCount: size, seed: configuration.seed)
        generated[size] = fixture
        return (step, fixture, "generated")
      }
    }
  }

  /// Measures everything in this process and returns the report; `progress` hears one line per measurement.
  public func run(progress: (@MainActor (String) -> Void)? = nil) async -> LatencyReport {
    let started = ContinuousClock.now
    let part = await measure(rounds: Array(0..<configuration.measuredRounds), progress: progress)
    return report(from: [part], durationSeconds: Self.seconds(since: started))
  }

  /// Measures the given 0-based rounds of the plan and returns their raw samples, for
  /// ``report(from:durationSeconds:)``; the harness overhead is measured with the rounds' share
  /// of the iterations.
  public func measure(rounds: [Int], progress: (@MainActor (String) -> Void)? = nil) async -> RunPart {
    let started = ContinuousClock.now
    let startedAt = ISO8601DateFormatter().string(from: Date())
    let loadAtStart = SystemLoad.averages()
    let counting = configuration.countsAllocations && AllocationCounter.isActive
    var failures: [MeasurementFailure] = []
    let gate = configuration.speedTolerance.map { SpeedGate(tolerance: $0, probe: speedProbe) }
    if let gate {
      gate.calibrate(for: configuration.speedCalibration)
      progress?("host speed: probe \(RenderFormat.microseconds(gate.fastest ?? 0)) µs at its usual speed")
    }

    let plan = self.plan
    let total = plan.count * subjects.count * max(1, configuration.rounds)
    // Samples per plan entry and subject, pooled over the rounds.
    var samples = Array(repeating: Array(repeating: [IterationSample](), count: subjects.count), count: plan.count)
    var failed = Array(repeating: Array(repeating: false, count: subjects.count), count: plan.count)
    for round in rounds {
      var done = plan.count * subjects.count * round
      for (index, (step, fixture, _)) in plan.enumerated() {
        let events = fixture.events.count
        let iterations = configuration.iterations(forEvents: events, round: round)
        let active = subjects.indices.filter { !failed[index][$0] }
        guard iterations > 0, !active.isEmpty else {
          done += subjects.count
          continue
        }
        // Every round warms up again: its apps are new. Slow groups are timed again only at
        // the end (judgeAgain): a repeat now would run the apps more often, and that history
        // changes how the heap serves later steps, and so their allocation counts.
        let results = await StepRunner.run(
          step, on: active.map { subjects[$0] }, fixture: fixture, iterations: iterations,
          warmUp: configuration.warmUpIterations(forEvents: events), countingAllocations: counting, gate: gate,
          timesSlowGroupsAgain: false)
        for (subjectIndex, result) in zip(active, results) {
          done += 1
          let subject = subjects[subjectIndex]
          let label =
            "[\(done)/\(total)] round \(round + 1)/\(configuration.rounds) \(subject.id) \(step.id) N=\(events)"
          switch result {
          case .success(let new):
            samples[index][subjectIndex] += new
            let p50 = LatencyDistribution(nanoseconds: samples[index][subjectIndex].map(\.nanoseconds)).p50
            let elapsed = RenderFormat.seconds(started.duration(to: .now))
            progress?("\(label): p50 so far \(RenderFormat.microseconds(p50)) µs  (\(elapsed) s)")
          case .failure(let error):
            failed[index][subjectIndex] = true
            failures.append(MeasurementFailure(subject: subject.id, step: step.id, events: events, reason: "\(error)"))
            progress?("\(label): FAILED: \(error)")
          }
        }
      }
    }
    // After the steps, since its repeats would change the heap under them, as above.
    var overhead: [IterationSample] = []
    do {
      overhead = try await HarnessOverheadMeter.samples(
        iterations: rounds.reduce(0) { $0 + configuration.iterations(forEvents: 0, round: $1) },
        warmUp: configuration.warmUpIterations(forEvents: 0), countingAllocations: counting, gate: gate)
    } catch {
      failures.append(MeasurementFailure(subject: "harness", step: "overhead", events: 0, reason: "\(error)"))
    }
    progress?(
      "harness overhead: p50 \(RenderFormat.microseconds(LatencyDistribution(nanoseconds: overhead.map(\.nanoseconds)).p50)) µs"
    )

    var offSpeedSamples = 0
    if let gate {
      offSpeedSamples = await judgeAgain(
        &samples, rounds: rounds, failed: &failed, failures: &failures, gate: gate, counting: counting,
        progress: progress)
    }
    var entries: [RunPart.Entry] = []
    for (index, (step, fixture, _)) in plan.enumerated() {
      for (subjectIndex, subject) in subjects.enumerated() where !failed[index][subjectIndex] {
        entries.append(
          RunPart.Entry(
            subject: subject.id, step: step.id, events: fixture.events.count, samples: samples[index][subjectIndex]))
      }
    }
    return RunPart(
      rounds: rounds, startedAt: startedAt, durationSeconds: Self.seconds(since: started),
      loadAverageAtStart: loadAtStart, loadAverageAtEnd: SystemLoad.averages(), allocationCounting: counting,
      deterministicHashing: MeasurementProcess.isHashingDeterministic,
      fixedAddressLayout: MeasurementProcess.isAddressLayoutFixed,
      mainQueueOnMainThread: MeasurementProcess.isMainQueueOnMainThread,
      globalJobsOnMainThread: MeasurementProcess.areGlobalJobsOnMainThread, pinnedProcessor: ProcessorPinning.processor,
      overhead: overhead, entries: entries, failures: failures,
      speedGate: gate?.summary(offSpeedSamples: offSpeedSamples))
  }

  /// Pools the samples of `parts` (the rounds of one run, measured in one process or several)
  /// and analyses them: percentiles, ratios to the reference and scaling.
  ///
  /// A subject's step at a size that failed in any part is left out of the measurements; its
  /// failures are all reported.
  public func report(from parts: [RunPart], durationSeconds: Double) -> LatencyReport {
    let counting = !parts.isEmpty && parts.allSatisfy(\.allocationCounting)
    var pooled: [String: [IterationSample]] = [:]
    for part in parts {
      for entry in part.entries {
        pooled[Self.key(entry.subject, entry.step, entry.events), default: []] += entry.samples
      }
    }
    let failures = parts.flatMap(\.failures)
    var measurements: [LatencyModel.Measurement] = []
    for (step, fixture, fixtureName) in plan {
      let events = fixture.events.count
      for subject in subjects {
        let failed = failures.contains { $0.subject == subject.id && $0.step == step.id && $0.events == events }
        guard !failed, let samples = pooled[Self.key(subject.id, step.id, events)] else { continue }
        measurements.append(
          Self.measurement(
            of: samples, subject: subject, step: step, events: events, fixture: fixtureName, counting: counting))
      }
    }
    measurements = ReferenceRatio.apply(to: measurements, referenceID: Subject.reference.id)

    let gates = parts.compactMap(\.speedGate)
    let run = RunInfo(
      startedAt: parts.first?.startedAt ?? "", durationSeconds: durationSeconds,
      buildConfiguration: BuildConfiguration.name, loadAverageAtStart: parts.first?.loadAverageAtStart ?? [],
      loadAverageAtEnd: parts.last?.loadAverageAtEnd ?? [],
      processorCount: ProcessInfo.processInfo.activeProcessorCount,
      iterations: configuration.iterations, warmUpIterations: configuration.warmUpIterations(forEvents: 0),
      seed: configuration.seed, sizes: configuration.sizes, allocationCounting: counting,
      allocationScope: AllocationCounter.harnessScope.rawValue,
      deterministicHashing: parts.allSatisfy(\.deterministicHashing),
      fixedAddressLayout: parts.allSatisfy(\.fixedAddressLayout),
      mainQueueOnMainThread: parts.allSatisfy(\.mainQueueOnMainThread),
      globalJobsOnMainThread: parts.allSatisfy(\.globalJobsOnMainThread), pinnedProcessor: parts.first?.pinnedProcessor,
      rounds: max(1, configuration.rounds), processes: parts.count,
      speedGate: gates.first.map { first in
        SpeedGateSummary(
          tolerance: first.tolerance, fastestProbeNanoseconds: gates.map(\.fastestProbeNanoseconds).min() ?? 0,
          groupsKept: gates.reduce(0) { $0 + $1.groupsKept },
          groupsRepeated: gates.reduce(0) { $0 + $1.groupsRepeated },
          offSpeedSamples: gates.reduce(0) { $0 + $1.offSpeedSamples })
      })
    return LatencyReport(
      run: run,
      harnessOverhead: HarnessOverhead(samples: parts.flatMap(\.overhead), countingAllocations: counting),
      measurements: measurements,
      scaling: ScalingFit.results(for: measurements.filter { m in steps.contains { $0.id == m.step && $0.scales } }),
      failures: failures)
  }

  private static func key(_ subject: String, _ step: String, _ events: Int) -> String { "\(subject) \(step) \(events)" }

  /// The seconds from `start` to now, for ``report(from:durationSeconds:)``.
  public static func seconds(since start: ContinuousClock.Instant) -> Double {
    Double(DispatchTimer.nanoseconds(start.duration(to: .now))) / 1e9
  }

  /// Judges every kept sample again by the run's final usual speed, which may have turned out
  /// faster than when the sample was kept; times the shortfall again (up to ``topUpPasses``
  /// times) and keeps, per plan entry, the first samples at usual speed. Returns how many
  /// off-speed samples had to be kept to make up the iterations.
  private func judgeAgain(
    _ samples: inout [[[IterationSample]]], rounds: [Int], failed: inout [[Bool]],
    failures: inout [MeasurementFailure], gate: SpeedGate, counting: Bool, progress: (@MainActor (String) -> Void)?
  ) async -> Int {
    var offSpeed = 0
    for (index, (step, fixture, _)) in plan.enumerated() {
      let events = fixture.events.count
      let required = rounds.reduce(0) { $0 + configuration.iterations(forEvents: events, round: $1) }
      for _ in 0..<Self.topUpPasses {
        let active = subjects.indices.filter { !failed[index][$0] }
        // Every subject took part in the same groups, so their usual-speed counts are equal.
        guard let first = active.first else { break }
        let shortfall = required - samples[index][first].count { gate.admits($0.probeNanoseconds) }
        guard shortfall > 0 else { break }
        progress?(
          "host speed: \(step.id) N=\(events) timed \(shortfall) more \(shortfall == 1 ? "group" : "groups") at usual speed"
        )
        let results = await StepRunner.run(
          step, on: active.map { subjects[$0] }, fixture: fixture, iterations: shortfall,
          warmUp: configuration.warmUpIterations(forEvents: events), countingAllocations: counting, gate: gate)
        for (subjectIndex, result) in zip(active, results) {
          switch result {
          case .success(let new):
            samples[index][subjectIndex] += new
          case .failure(let error):
            failed[index][subjectIndex] = true
            failures.append(
              MeasurementFailure(subject: subjects[subjectIndex].id, step: step.id, events: events, reason: "\(error)"))
          }
        }
      }
      for subjectIndex in subjects.indices where !failed[index][subjectIndex] {
        let all = samples[index][subjectIndex]
        let usual = all.filter { gate.admits($0.probeNanoseconds) }
        let slow = all.filter { !gate.admits($0.probeNanoseconds) }
        let missing = max(0, required - usual.count)
        if subjectIndex == subjects.indices.first(where: { !failed[index][$0] }) { offSpeed += missing }
        samples[index][subjectIndex] = IterationSample.counts(
          of: all, on: Array(usual.prefix(required)) + slow.prefix(missing))
      }
    }
    return offSpeed
  }

  /// How many times the harness times the shortfall of a plan entry again after judging it by the final usual speed.
  static let topUpPasses = 2

  /// Summarizes one step's samples.
  static func measurement(
    of samples: [IterationSample], subject: Subject, step: Step, events: Int, fixture: String, counting: Bool
  ) -> LatencyModel.Measurement {
    let nanoseconds = samples.map(\.nanoseconds)
    return LatencyModel.Measurement(
      subject: subject.id, subjectName: subject.name, toolkit: subject.toolkit.rawValue, step: step.id,
      stepNumber: step.number, events: events,
      fixture: fixture, iterations: samples.count, latency: LatencyDistribution(nanoseconds: nanoseconds),
      ratioToReference: nil, allocations: counting ? CountDistribution(counts: samples.map(\.allocations)) : nil,
      elementUpdates: CountDistribution(counts: samples.map(\.elementUpdates)),
      renders: CountDistribution(counts: samples.map(\.renders)),
      viewUpdates: CountDistribution(counts: samples.map(\.viewUpdates)),
      frameBudgetMisses: FrameBudget.misses(nanoseconds: nanoseconds),
      realtime: step.isRealtime
        ? RealtimeFigures(
          nanoseconds: nanoseconds, inconsistentSettles: samples.map(\.inconsistentSettles),
          staleValues: samples.map(\.staleValues))
        : nil)
  }
}
