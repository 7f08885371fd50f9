import ServiceKit

/// Measures the harness's own cost: a no-op injection on an idle app, then the same settle loop as every step.
///
/// The reference app on its login screen is the idle app; with nothing to render, what is
/// timed is three turns of the main actor and the idle checks between them.
///
/// ```swift
/// let overhead = try await HarnessOverheadMeter.measure(iterations: 200, warmUp: 20, countingAllocations: true)
/// ```
@MainActor
public enum HarnessOverheadMeter {
  public static func measure(iterations: Int, warmUp: Int, countingAllocations: Bool) async throws -> HarnessOverhead {
    let backend = FixtureBackend()
    let settle = SettleLoop(application: Subject.reference.launch(on: backend).application, backend: backend)
    try await settle.wait()
    var samples: [IterationSample] = []
    for iteration in 0..<(warmUp + iterations) {
      let sample = try await DispatchTimer.measure(.noOp, settling: settle, countingAllocations: countingAllocations)
      if iteration >= warmUp { samples.append(sample) }
    }
    return HarnessOverhead(
      iterations: samples.count, latency: LatencyDistribution(nanoseconds: samples.map(\.nanoseconds)),
      allocations: countingAllocations ? CountDistribution(counts: samples.map(\.allocations)) : nil)
  }
}
