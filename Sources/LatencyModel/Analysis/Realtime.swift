/// S5's criteria of a realtime system, for a step whose event is a change on the server that
/// the screen must come to show: deadline misses, delay, the cost of the delay, consistency.
///
/// The delay is the step's latency (mean and p99 in ``Measurement/latency``). The other three:
/// - **Deadline misses**: the share of events whose delay was over each deadline
///   (``RealtimeDeadline/all``): the next frame at 60 Hz, and 100 ms, within which a person
///   sees a response as immediate.
/// - **Cost of the delay**: the whole 60 Hz frames a stale value stayed on screen after the one
///   showing when the change arrived, from the delay (timing-dependent, as the delay is).
/// - **Consistency**, counted, not timed: at every settle of the app (nothing left to render or
///   run) the harness asks whether the screen shows what the server holds. A settle that does not
///   is inconsistent, and the values on screen that differ from the server's are stale. Every
///   event must end consistent: a step whose screen never does fails instead of being measured.
///
/// ```swift
/// let figures = RealtimeFigures(nanoseconds: [40_000, 120_000_000], inconsistentSettles: [0, 1], staleValues: [0, 3])
/// figures.deadlineMisses[1].share  // 0.5: one event in two over 100 ms
/// figures.staleFrames              // 3.5: 0 and 7 whole frames
/// ```
public struct RealtimeFigures: Codable, Equatable, Sendable {
  /// Each deadline, with the share of events over it.
  public var deadlineMisses: [DeadlineMiss]
  /// Mean whole 60 Hz frames a stale value stayed on screen after the frame showing when the change arrived.
  public var staleFrames: Double
  /// Settles per event at which the screen did not show what the server held.
  public var inconsistentSettles: CountDistribution
  /// Values on screen that differed from the server's, summed over an event's inconsistent settles.
  public var staleValues: CountDistribution

  public init(
    nanoseconds: [UInt64], inconsistentSettles: [Int], staleValues: [Int], deadlines: [UInt64] = RealtimeDeadline.all
  ) {
    let count = Double(max(1, nanoseconds.count))
    deadlineMisses = deadlines.map { deadline in
      DeadlineMiss(deadline: deadline, share: Double(nanoseconds.count { $0 > deadline }) / count)
    }
    staleFrames = Double(nanoseconds.reduce(0) { $0 + $1 / FrameBudget.sixtyHertz }) / count
    self.inconsistentSettles = CountDistribution(counts: inconsistentSettles)
    self.staleValues = CountDistribution(counts: staleValues)
  }

  /// The share of events over `deadline`, if it is one of those measured.
  public func misses(of deadline: UInt64) -> Double? {
    deadlineMisses.first { $0.deadline == deadline }?.share
  }
}

/// A deadline and the share of events that missed it.
public struct DeadlineMiss: Codable, Equatable, Sendable {
  /// In nanoseconds.
  public var deadline: UInt64
  /// Between 0 and 1.
  public var share: Double

  public init(deadline: UInt64, share: Double) {
    self.deadline = deadline
    self.share = share
  }
}

/// The deadlines a change on the server is held to. S5 leaves the deadline to the application;
/// these are the field-service app's, and the only place to change them.
///
/// ```swift
/// RealtimeDeadline.all  // [16_666_667, 100_000_000]
/// ```
public enum RealtimeDeadline {
  /// The next frame at 60 Hz: the change shows with the screen's next refresh.
  public static let nextFrame = FrameBudget.sixtyHertz
  /// 100 ms: a response within it is seen as immediate (Nielsen, *Usability Engineering*, 1993, ch. 5.5).
  public static let atOnce: UInt64 = 100_000_000
  public static let all = [nextFrame, atOnce]

  /// How a deadline is named in tables: `16.7 ms`, `100 ms`.
  public static func name(_ deadline: UInt64) -> String {
    let tenths = (deadline + 50_000) / 100_000
    return tenths % 10 == 0 ? "\(tenths / 10) ms" : "\(tenths / 10).\(tenths % 10) ms"
  }
}
