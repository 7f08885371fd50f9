import LatencyModel

/// Decides which iterations were timed while the host ran at its usual speed, so that only those are kept.
///
/// This machine's virtual CPUs change speed from one second to the next: ``SpeedProbe``
/// takes 31–32 µs, then for a few seconds about 60 µs, then 31 µs again, with nothing else
/// running (the host shares the physical core). A dispatch timed in a slow second takes
/// twice as long. Spreading the samples over the run (rounds) gives every subject the same
/// mix of fast and slow seconds, which keeps the ratios honest, but the absolute p50 then
/// depends on how many slow seconds a run happened to get: two runs disagreed by 15–40 %.
///
/// The gate runs the probe before and after every measured iteration group (one iteration
/// on every subject), and admits the group when both probes are within ``tolerance`` of the
/// usual speed (``fastest``); the step runner times a group it does not admit again. What is
/// kept is what the app costs on this machine at its usual speed, and the share of groups
/// timed again says how unsettled the host was (``SpeedGateSummary``).
///
/// ```swift
/// let gate = SpeedGate()
/// gate.calibrate(for: .seconds(2))
/// let probe = max(gate.measure(), gate.measure())
/// gate.admits(probe)   // true while the host runs at its usual speed
/// ```
@MainActor
public final class SpeedGate {
  /// How much slower than ``fastest`` a probe may be and still count as usual speed: 0.2 is 20 %.
  public let tolerance: Double
  /// Measured iteration groups the step runner kept, and those it timed again.
  public private(set) var groupsKept = 0
  public private(set) var groupsRepeated = 0

  private let probe: @MainActor () -> UInt64
  /// The run's ``rank`` fastest probes, ascending.
  private var lowest: [UInt64] = []
  /// Which of the fastest probes is the host's usual speed: not the very fastest, which a
  /// clock reading can flatter by a few percent, but one that many probes come close to.
  static let rank = 16

  /// - Parameter probe: times the fixed work; tests pass a scripted one.
  public init(tolerance: Double = 0.2, probe: @escaping @MainActor () -> UInt64 = { SpeedProbe.run() }) {
    self.tolerance = tolerance
    self.probe = probe
    lowest.reserveCapacity(Self.rank + 1)
  }

  /// The host's usual speed: the ``rank``-th fastest probe so far, in nanoseconds (the slowest
  /// one before there are that many); `nil` before the first probe.
  public var fastest: UInt64? { lowest.last }

  /// Probes for `duration`, and at least ``rank`` times, so that ``fastest`` is the host's
  /// usual speed before the first group is judged.
  ///
  /// The slow spells last seconds; a run that starts in one is still judged right, because
  /// the harness checks the kept samples again against the run's final ``fastest``.
  public func calibrate(for duration: Duration) {
    let clock = ContinuousClock()
    let end = clock.now + duration
    repeat { measure() } while clock.now < end || lowest.count < Self.rank
  }

  /// Runs the probe once; returns its time in nanoseconds.
  @discardableResult
  public func measure() -> UInt64 {
    let nanoseconds = probe()
    if lowest.count < Self.rank || nanoseconds < lowest[lowest.count - 1] {
      let index = lowest.firstIndex { $0 > nanoseconds } ?? lowest.count
      lowest.insert(nanoseconds, at: index)
      if lowest.count > Self.rank { lowest.removeLast() }
    }
    return nanoseconds
  }

  /// Whether a probe of `nanoseconds` shows the host at its usual speed.
  public func admits(_ nanoseconds: UInt64) -> Bool {
    guard let fastest else { return true }
    return Double(nanoseconds) <= Double(fastest) * (1 + tolerance)
  }

  /// Whether what was timed between probes of `nanoseconds` (the slower of the two) must be
  /// timed again: the host ran slow, and `repeated`, the repeats so far, is under `limit`.
  /// Counts the repeat in `repeated`.
  func timesAgain(_ nanoseconds: UInt64, repeated: inout Int, limit: Int) -> Bool {
    guard !admits(nanoseconds) && repeated < limit else { return false }
    repeated += 1
    return true
  }

  /// Records the step runner's verdict on one measured group.
  func record(kept: Bool) {
    if kept { groupsKept += 1 } else { groupsRepeated += 1 }
  }

  /// What the gate did in a run, for ``RunInfo``.
  func summary(offSpeedSamples: Int) -> SpeedGateSummary {
    SpeedGateSummary(
      tolerance: tolerance, fastestProbeNanoseconds: fastest ?? 0, groupsKept: groupsKept,
      groupsRepeated: groupsRepeated, offSpeedSamples: offSpeedSamples)
  }
}
