import LatencyModel
import ServiceKit

/// Measures the harness's own cost: a no-op injection on an idle app, then the same settle loop as every step.
///
/// The reference app on its login screen is the idle app; with nothing to render, what is
/// timed is three turns of the main actor and the idle checks between them. With a `gate`,
/// an iteration timed at a slow moment of the host is timed again, as the steps' are.
///
/// ```swift
/// let overhead = try await HarnessOverheadMeter.measure(iterations: 200, warmUp: 20, countingAllocations: true,
///                                                       gate: SpeedGate())
/// ```
@MainActor
public enum HarnessOverheadMeter {
  public static func measure(
    iterations: Int, warmUp: Int, countingAllocations: Bool, gate: SpeedGate? = nil
  ) async throws -> HarnessOverhead {
    let samples = try await self.samples(
      iterations: iterations, warmUp: warmUp, countingAllocations: countingAllocations, gate: gate)
    return HarnessOverhead(samples: samples, countingAllocations: countingAllocations)
  }

  /// The timed iterations themselves, for pooling over the processes of a run.
  public static func samples(
    iterations: Int, warmUp: Int, countingAllocations: Bool, gate: SpeedGate? = nil
  ) async throws -> [IterationSample] {
    let backend = FixtureBackend()
    let settle = SettleLoop(application: Subject.reference.launch(on: backend).application, backend: backend)
    try await settle.wait()
    for _ in 0..<warmUp {
      _ = try await DispatchTimer.measure(.noOp, settling: settle, countingAllocations: countingAllocations)
    }
    var samples: [IterationSample] = []
    samples.reserveCapacity(iterations)
    var repeated = 0
    while samples.count < iterations {
      let before = gate?.measure() ?? 0
      let sample = try await DispatchTimer.measure(.noOp, settling: settle, countingAllocations: countingAllocations)
      let limit = iterations * StepRunner.repeatsPerIteration
      if let gate, gate.timesAgain(max(before, gate.measure()), repeated: &repeated, limit: limit) { continue }
      samples.append(sample)
    }
    return samples
  }
}

extension HarnessOverhead {
  /// The overhead its timed iterations add up to, pooled from however many processes took them.
  init(samples: [IterationSample], countingAllocations: Bool) {
    self.init(
      iterations: samples.count, latency: LatencyDistribution(nanoseconds: samples.map(\.nanoseconds)),
      allocations: countingAllocations ? CountDistribution(counts: samples.map(\.allocations)) : nil)
  }
}
