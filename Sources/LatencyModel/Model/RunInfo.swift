/// The circumstances of a run, kept with its results so that two runs can be compared fairly.
///
/// ```swift
/// print("\(report.run.buildConfiguration) build, load \(report.run.loadAverageAtStart)")
/// ```
public struct RunInfo: Codable, Equatable, Sendable {
  /// When the run started, ISO 8601 in UTC.
  public var startedAt: String
  /// How long the whole run took, in seconds.
  public var durationSeconds: Double
  /// `release` or `debug`; debug numbers are not comparable with release ones.
  public var buildConfiguration: String
  /// The machine's 1-, 5- and 15-minute load averages when the run started and when it ended.
  public var loadAverageAtStart: [Double]
  public var loadAverageAtEnd: [Double]
  /// Logical processors the machine has.
  public var processorCount: Int
  /// Measured iterations per step and size, before any reduction for large sizes.
  public var iterations: Int
  /// Unmeasured iterations run first, per step and size.
  public var warmUpIterations: Int
  /// The seed of the generated fixtures (`Fixture.generated(eventCount:seed:)`).
  public var seed: UInt64
  /// The fixture sizes the scaling steps ran with.
  public var sizes: [Int]
  /// Whether allocations were counted (the malloc interposer was active).
  public var allocationCounting: Bool
  /// Whose allocations count: `main queue` (all main-actor work, on whichever thread) or `process`.
  public var allocationScope: String
  /// Whether hashing was seeded deterministically and addresses were not randomized, as exact counts need.
  public var deterministicHashing: Bool
  public var fixedAddressLayout: Bool
  /// Whether the main thread alone drained the main queue, as exact counts need; absent in results saved before.
  public var mainQueueOnMainThread: Bool?
  /// Whether the global executor's jobs ran on the main queue, so that a dispatch never handed
  /// work to another thread; absent in results saved before.
  public var globalJobsOnMainThread: Bool?
  /// The processor every thread was pinned to; absent when not pinned, and in results saved before.
  public var pinnedProcessor: Int?
  /// The passes over the plan that shared the iterations; absent in results saved before rounds existed.
  public var rounds: Int?
  /// How many processes measured the rounds: one per round by default, 1 with `--in-process`;
  /// absent in results saved before rounds had processes of their own.
  public var processes: Int?
  /// What the speed gate did; absent when it was off, and in results saved before it existed.
  public var speedGate: SpeedGateSummary?

  public init(
    startedAt: String, durationSeconds: Double, buildConfiguration: String, loadAverageAtStart: [Double],
    loadAverageAtEnd: [Double], processorCount: Int, iterations: Int, warmUpIterations: Int, seed: UInt64,
    sizes: [Int], allocationCounting: Bool, allocationScope: String, deterministicHashing: Bool,
    fixedAddressLayout: Bool, mainQueueOnMainThread: Bool? = nil, globalJobsOnMainThread: Bool? = nil,
    pinnedProcessor: Int? = nil, rounds: Int? = nil,
    processes: Int? = nil, speedGate: SpeedGateSummary? = nil
  ) {
    self.startedAt = startedAt
    self.durationSeconds = durationSeconds
    self.buildConfiguration = buildConfiguration
    self.loadAverageAtStart = loadAverageAtStart
    self.loadAverageAtEnd = loadAverageAtEnd
    self.processorCount = processorCount
    self.iterations = iterations
    self.warmUpIterations = warmUpIterations
    self.seed = seed
    self.sizes = sizes
    self.allocationCounting = allocationCounting
    self.allocationScope = allocationScope
    self.deterministicHashing = deterministicHashing
    self.fixedAddressLayout = fixedAddressLayout
    self.mainQueueOnMainThread = mainQueueOnMainThread
    self.globalJobsOnMainThread = globalJobsOnMainThread
    self.pinnedProcessor = pinnedProcessor
    self.rounds = rounds
    self.processes = processes
    self.speedGate = speedGate
  }
}
