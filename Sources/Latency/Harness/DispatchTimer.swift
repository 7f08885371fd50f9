import UITestDriver

/// Times one dispatch: from injecting an event into the platform to the driver's idle condition.
///
/// The clock starts just before the injection and stops when `waitForIdle()` returns: nothing
/// left to render, no platform task or backend call under way, and three quiet turns of the
/// main actor. Those three turns are the harness's own cost, measured by injecting
/// ``Injection/noOp`` (see ``HarnessOverhead``). Allocation counting brackets the same span.
///
/// ```swift
/// let sample = try await DispatchTimer.measure(try context.tap(.button, "Log in"), on: context.driver)
/// ```
@MainActor
public enum DispatchTimer {
  public static func measure(
    _ injection: Injection, on driver: AppDriver, countingAllocations: Bool = AllocationCounter.isActive
  ) async throws -> IterationSample {
    let before = driver.application.statistics
    let clock = ContinuousClock()
    if countingAllocations { AllocationCounter.begin(.process) }
    let start = clock.now
    do {
      injection.perform()
      try await driver.waitForIdle()
    } catch {
      if countingAllocations { AllocationCounter.end(.process) }
      throw error
    }
    let elapsed = start.duration(to: clock.now)
    let allocations = countingAllocations ? AllocationCounter.end(.process) : 0
    let after = driver.application.statistics
    return IterationSample(
      nanoseconds: nanoseconds(elapsed), allocations: allocations,
      elementUpdates: after.elementUpdates - before.elementUpdates, renders: after.renders - before.renders)
  }

  nonisolated static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
  }
}
