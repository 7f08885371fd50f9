import Synchronization

/// Times a fixed amount of CPU work: how fast the host runs this thread right now.
///
/// The work is a xorshift loop: integer arithmetic only, no memory traffic, no allocation
/// and no system call, so that its time changes only with the speed the CPU gives this
/// thread. On this machine it takes 31–32 µs when the virtual CPU has its core to itself
/// and about twice that when the host shares the core (see ``SpeedGate``).
///
/// ```swift
/// let nanoseconds = SpeedProbe.run()   // e.g. 31_600
/// ```
public enum SpeedProbe {
  /// Xorshift rounds per probe.
  public static let rounds = 20_000

  /// The probe's time, in nanoseconds.
  @inline(never)
  public static func run() -> UInt64 {
    let clock = ContinuousClock()
    let start = clock.now
    // Seeded from the clock, so that the optimizer cannot fold the loop into a constant.
    var state = UInt64(truncatingIfNeeded: DispatchTimer.nanoseconds(start.duration(to: clock.now))) | 1
    for _ in 0..<rounds {
      state ^= state &<< 13
      state ^= state &>> 7
      state ^= state &<< 17
    }
    keep(state)
    return DispatchTimer.nanoseconds(start.duration(to: clock.now))
  }

  /// Where the loop's result goes, so that it has to be computed.
  private static let sink = Atomic<UInt64>(0)

  @inline(never)
  private static func keep(_ value: UInt64) { sink.store(value, ordering: .relaxed) }
}
