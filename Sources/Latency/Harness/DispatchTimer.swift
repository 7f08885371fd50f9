import LatencyModel

/// Times one dispatch: from injecting an event into the platform to the driver's idle condition.
///
/// The clock starts just before the injection and stops when ``SettleLoop/wait()`` returns:
/// nothing left to render, no platform task or backend call under way, and three quiet turns
/// of the main actor. Those three turns are the harness's own cost, measured by injecting
/// ``Injection/noOp`` (see ``HarnessOverhead``). Allocation counting brackets the same span, and
/// so does instruction counting when `countingInstructions` is set: callgrind adds up every span
/// it is turned on for until the caller dumps, so a warm-up dispatch must not turn it on, or its
/// first-time costs (type metadata made, conformances looked up) land in the measured count.
///
/// `until`, when given, must also hold before the clock stops; the loop settles again until
/// it does. A live update needs it: `AsyncStream`'s iterator does its bookkeeping on the
/// global executor, so the change can reach the main actor after the app already looked idle.
/// Each settle at which it does not hold yet is counted as inconsistent, with the values
/// `staleness` finds stale on screen then (one, without it); it is asked only then, so a
/// consistent settle costs nothing more.
///
/// ```swift
/// let sample = try await DispatchTimer.measure(try context.tap(.button, "Log in"), settling: context.settle)
/// ```
@MainActor
public enum DispatchTimer {
  public static func measure(
    _ injection: Injection, settling settle: SettleLoop, until isDone: (@MainActor () -> Bool)? = nil,
    staleness: (@MainActor () -> Int)? = nil, countingAllocations: Bool = AllocationCounter.isActive,
    countingInstructions: Bool = false
  ) async throws -> IterationSample {
    let before = settle.application.statistics
    let clock = ContinuousClock()
    if countingAllocations { AllocationCounter.begin(AllocationCounter.harnessScope) }
    let start = clock.now
    var inconsistentSettles = 0
    var staleValues = 0
    if countingInstructions { InstructionCounter.begin() }
    do {
      injection.perform()
      try await settle.wait()
      if let isDone {
        let deadline = clock.now + settle.timeout
        while !isDone() {
          inconsistentSettles += 1
          staleValues += staleness?() ?? 1
          guard clock.now < deadline else { throw SettleTimeout(timeout: settle.timeout) }
          try await settle.wait()
        }
      }
    } catch {
      if countingInstructions { InstructionCounter.end() }
      if countingAllocations { AllocationCounter.end(AllocationCounter.harnessScope) }
      throw error
    }
    if countingInstructions { InstructionCounter.end() }
    let elapsed = start.duration(to: clock.now)
    let allocations = countingAllocations ? AllocationCounter.end(AllocationCounter.harnessScope) : 0
    let after = settle.application.statistics
    var sample = IterationSample(
      nanoseconds: nanoseconds(elapsed), allocations: allocations,
      elementUpdates: after.elementUpdates - before.elementUpdates, renders: after.renders - before.renders,
      viewUpdates: after.viewUpdates - before.viewUpdates)
    sample.inconsistentSettles = inconsistentSettles
    sample.staleValues = staleValues
    return sample
  }

  nonisolated static func nanoseconds(_ duration: Duration) -> UInt64 {
    duration.wholeNanoseconds
  }
}
