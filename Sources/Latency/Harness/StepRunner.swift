import ServiceKit
import UITestDriver

/// Runs one step on one subject with one fixture: setup, warm-up, then the measured iterations.
///
/// Every iteration, warm-up included, runs the same way: look the element up, time the
/// injection until settled, check the outcome, restore the precondition. Warm-up fills the
/// runtime's caches (type metadata, the formatters' first use, the arrays' capacity), so
/// that measured iterations allocate the same from one run to the next.
///
/// ```swift
/// let samples = try await StepRunner.run(.listSearch, on: .reference, fixture: .generated(eventCount: 100),
///                                        iterations: 20, warmUp: 5, countingAllocations: true)
/// ```
@MainActor
public enum StepRunner {
  public static func run(
    _ step: Step, on subject: Subject, fixture: Fixture, iterations: Int, warmUp: Int, countingAllocations: Bool
  ) async throws -> [IterationSample] {
    let backend = FixtureBackend(fixture: fixture)
    let context = StepContext(driver: subject.launch(on: backend), backend: backend, fixture: fixture)
    try await context.settle.wait()
    try await step.setUp(context)
    var samples: [IterationSample] = []
    samples.reserveCapacity(iterations)
    var isDone: (@MainActor () -> Bool)?
    if let until = step.until { isDone = { until(context) } }
    for iteration in 0..<(warmUp + iterations) {
      context.iteration = iteration
      let injection = try step.event(context)
      let sample = try await DispatchTimer.measure(
        injection, settling: context.settle, until: isDone,
        countingAllocations: countingAllocations)
      try step.check(context)
      if iteration >= warmUp { samples.append(sample) }
      try await step.restore(context)
    }
    return samples
  }
}
