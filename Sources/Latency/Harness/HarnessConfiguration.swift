/// How much a run measures: iterations, warm-up, fixture sizes and seed.
///
/// The defaults give stable p50s and p99s (200 samples per step and size) and keep a full
/// release run to a few minutes on two cores: sizes above 1,000 events run fewer
/// iterations, in proportion, but never fewer than 50.
///
/// ```swift
/// var configuration = HarnessConfiguration()
/// configuration.iterations = 20
/// configuration.iterations(forEvents: 10_000)  // 20
/// ```
public struct HarnessConfiguration: Sendable, Equatable {
  /// The sizes issue 7 asks the scaling steps to run with.
  public static let defaultSizes = [10, 100, 1_000, 10_000]

  /// Measured iterations per step and size, up to 1,000 events.
  public var iterations = 200
  /// Unmeasured iterations before them; `nil` is a tenth of the iterations, at least 5.
  public var warmUpIterations: Int?
  /// The fixture sizes of the scaling steps.
  public var sizes = HarnessConfiguration.defaultSizes
  /// The seed of the generated fixtures.
  public var seed: UInt64 = 42
  /// Whether to count allocations; off when the interposer is not active.
  public var countsAllocations = true
  /// How many passes over every step and size share the iterations. This machine's speed
  /// swings by 2× from one second to the next (a CPU-bound loop, with nothing else
  /// running), so each step's samples are spread over the whole run instead of one burst:
  /// two runs then see the same mix of fast and slow moments.
  public var rounds = 5
  /// How much slower than usual the host may run while a group is timed (see ``SpeedGate``):
  /// 0.2 is 20 %; `nil` keeps every group, whatever the host's speed.
  public var speedTolerance: Double? = 0.2
  /// How long the speed gate probes the host before the first step, to learn its usual speed.
  public var speedCalibration: Duration = .seconds(2)

  public init() {}

  /// Measured iterations at a fixture of `events` events.
  public func iterations(forEvents events: Int) -> Int {
    guard events > 1_000 else { return iterations }
    return min(iterations, max(50, iterations * 1_000 / events))
  }

  /// Warm-up iterations at a fixture of `events` events.
  public func warmUpIterations(forEvents events: Int) -> Int {
    warmUpIterations ?? max(5, iterations(forEvents: events) / 10)
  }

  /// The rounds that measure anything: fewer than ``rounds`` when there are fewer iterations.
  public var measuredRounds: Int { max(1, min(rounds, iterations)) }

  /// The measured iterations of round `round` (0-based) at `events` events: the iterations
  /// split as evenly as they go, so that the rounds add up to exactly ``iterations(forEvents:)``.
  public func iterations(forEvents events: Int, round: Int) -> Int {
    let total = iterations(forEvents: events)
    let count = max(1, min(rounds, total))
    guard round < count else { return 0 }
    return total / count + (round < total % count ? 1 : 0)
  }
}
