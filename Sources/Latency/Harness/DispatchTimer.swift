/// Times one dispatch: from injecting an event into the platform to the driver's idle condition.
///
/// The clock starts just before the injection and stops when ``SettleLoop/wait()`` returns:
/// nothing left to render, no platform task or backend call under way, and three quiet turns
/// of the main actor. Those three turns are the harness's own cost, measured by injecting
/// ``Injection/noOp`` (see ``HarnessOverhead``). Allocation counting brackets the same span.
///
/// `until`, when given, must also hold before the clock stops; the loop settles again until
/// it does. A live update needs it: `AsyncStream`'s iterator does its bookkeeping on the
/// global executor, so the change can reach the main actor after the app already looked idle.
///
/// ```swift
/// let sample = try await DispatchTimer.measure(try context.tap(.button, "Log in"), settling: context.settle)
/// ```
@MainActor
public enum DispatchTimer {
  public static func measure(
    _ injection: Injection, settling settle: SettleLoop, until isDone: (@MainActor () -> Bool)? = nil,
    countingAllocations: Bool = AllocationCounter.isActive
  ) async throws -> IterationSample {
    let before = settle.application.statistics
    let clock = ContinuousClock()
    if countingAllocations { AllocationCounter.begin(AllocationCounter.harnessScope) }
    let start = clock.now
    InstructionCounter.begin()
    do {
      injection.perform()
      try await settle.wait()
      if let isDone {
        let deadline = clock.now + settle.timeout
        while !isDone() {
          guard clock.now < deadline else { throw SettleTimeout(timeout: settle.timeout) }
          try await settle.wait()
        }
      }
    } catch {
      InstructionCounter.end()
      if countingAllocations { AllocationCounter.end(AllocationCounter.harnessScope) }
      throw error
    }
    InstructionCounter.end()
    let elapsed = start.duration(to: clock.now)
    let allocations = countingAllocations ? AllocationCounter.end(AllocationCounter.harnessScope) : 0
    let after = settle.application.statistics
    return IterationSample(
      nanoseconds: nanoseconds(elapsed), allocations: allocations,
      elementUpdates: after.elementUpdates - before.elementUpdates, renders: after.renders - before.renders,
      viewUpdates: after.viewUpdates - before.viewUpdates)
  }

  nonisolated static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
  }
}
