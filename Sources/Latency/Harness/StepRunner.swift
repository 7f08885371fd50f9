import ServiceKit
import UITestDriver

/// Runs one step on several subjects with one fixture: setup, warm-up, then the measured iterations.
///
/// Each subject gets its own app and backend, set up once. The iterations are interleaved:
/// iteration 1 on every subject, then iteration 2 on every subject, and so on, so that a
/// burst of load on a shared machine falls on all subjects alike instead of on whichever was
/// being measured, and the ratios to the reference stay honest.
///
/// On a host whose speed changes, a ``SpeedGate`` has the groups timed at a slow moment
/// timed again (see ``run(_:on:fixture:iterations:warmUp:countingAllocations:gate:)``).
///
/// Every iteration, warm-up included, runs the same way: look the element up, time the
/// injection until settled, check the outcome, restore the precondition. Warm-up fills the
/// runtime's caches (type metadata, the formatters' first use, the arrays' capacity), so
/// that measured iterations allocate the same from one run to the next.
///
/// ```swift
/// let results = await StepRunner.run(.listSearch, on: [.reference, Subject(.mvc)],
///                                    fixture: .generated(eventCount: 100), iterations: 20, warmUp: 5,
///                                    countingAllocations: true)
/// ```
@MainActor
public enum StepRunner {
  /// How many times a step may time a group again, per measured iteration, before it keeps
  /// groups the speed gate did not admit (they are counted as off-speed).
  public static let repeatsPerIteration = 4

  /// The samples of each subject, in the order given, or why the step failed on it.
  ///
  /// With a `gate`, each measured group (one iteration on every subject) is timed between two
  /// probes of the host's speed; with `timesSlowGroupsAgain`, a group the gate does not admit
  /// is thrown away and timed again, up to ``repeatsPerIteration`` times the iterations.
  /// Every sample carries its group's slower probe, so that the harness can judge it again
  /// later.
  public static func run(
    _ step: Step, on subjects: [Subject], fixture: Fixture, iterations: Int, warmUp: Int, countingAllocations: Bool,
    gate: SpeedGate? = nil, timesSlowGroupsAgain: Bool = true
  ) async -> [Result<[IterationSample], any Error>] {
    var runs: [SubjectRun] = []
    for subject in subjects {
      let backend = FixtureBackend(fixture: fixture)
      let storage = DeviceStorage()
      let context = StepContext(
        driver: subject.launch(on: backend, storage: storage), backend: backend, fixture: fixture, storage: storage,
        start: { subject.start(in: $0, backend: backend, storage: $1) })
      let run = SubjectRun(step: step, context: context)
      // Whether the gate keeps a group must not change when the harness allocates: the heap's
      // state decides how much room some of the app's buffers get, and with it their counts.
      run.samples.reserveCapacity(iterations)
      run.countsInOrder.reserveCapacity(iterations * (1 + repeatsPerIteration))
      do {
        try await run.context.settle.wait()
        try await step.setUp(run.context)
      } catch {
        run.failure = error
      }
      runs.append(run)
    }
    var iteration = 0
    var kept = 0
    var repeated = 0
    while kept < iterations && runs.contains(where: { $0.failure == nil }) {
      let isWarmUp = iteration < warmUp
      let before = isWarmUp ? 0 : gate?.measure() ?? 0
      var group: [(run: SubjectRun, sample: IterationSample)] = []
      for run in runs where run.failure == nil {
        do {
          let sample = try await run.iterate(
            iteration, countingAllocations: countingAllocations, countingInstructions: !isWarmUp)
          group.append((run, sample))
        } catch {
          run.failure = error
        }
      }
      iteration += 1
      if isWarmUp { continue }
      for (run, sample) in group { run.countsInOrder.append(sample) }
      let probe = max(before, gate?.measure() ?? 0)
      if let gate, timesSlowGroupsAgain {
        let again = gate.timesAgain(probe, repeated: &repeated, limit: iterations * repeatsPerIteration)
        gate.record(kept: !again)
        if again { continue }
      } else if let gate {
        // Kept for now; the harness judges it again at the end and times the shortfall then.
        gate.record(kept: gate.admits(probe))
      }
      for (run, sample) in group {
        var sample = sample
        sample.probeNanoseconds = probe
        run.samples.append(sample)
      }
      kept += 1
    }
    return runs.map { run in
      run.failure.map { .failure($0) } ?? .success(IterationSample.counts(of: run.countsInOrder, on: run.samples))
    }
  }

  /// The samples of one subject; throws why the step failed on it.
  public static func run(
    _ step: Step, on subject: Subject, fixture: Fixture, iterations: Int, warmUp: Int, countingAllocations: Bool,
    gate: SpeedGate? = nil
  ) async throws -> [IterationSample] {
    let results = await run(
      step, on: [subject], fixture: fixture, iterations: iterations, warmUp: warmUp,
      countingAllocations: countingAllocations, gate: gate)
    return try results[0].get()
  }
}

/// One subject's app while a step runs on it, with what it measured so far.
@MainActor
private final class SubjectRun {
  let step: Step
  let context: StepContext
  var samples: [IterationSample] = []
  /// Every timed iteration, kept or not, in order: the counts come from these.
  var countsInOrder: [IterationSample] = []
  var failure: (any Error)?

  init(step: Step, context: StepContext) {
    self.step = step
    self.context = context
  }

  /// One iteration: the timed event, its check, and the restore; a measured one (not warm-up)
  /// also counts its instructions when the process runs under callgrind.
  func iterate(
    _ iteration: Int, countingAllocations: Bool, countingInstructions: Bool
  ) async throws
    -> IterationSample
  {
    context.iteration = iteration
    let injection = try step.event(context)
    var isDone: (@MainActor () -> Bool)?
    if let until = step.until {
      let context = self.context
      isDone = { until(context) }
    }
    var staleness: (@MainActor () -> Int)?
    if let stale = step.staleness {
      let context = self.context
      staleness = { stale(context) }
    }
    let sample = try await DispatchTimer.measure(
      injection, settling: context.settle, until: isDone, staleness: staleness,
      countingAllocations: countingAllocations, countingInstructions: countingInstructions)
    try step.check(context)
    try await step.restore(context)
    return sample
  }
}
