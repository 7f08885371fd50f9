import LatencyModel

/// The raw samples of some rounds of a run, as one process measured them.
///
/// A run is measured in parts so that each round can have a process of its own: on this
/// machine a whole process settles at a speed of its own (the same step's p50 sat 10–40 %
/// apart in consecutive processes, steady within each), so samples pooled from several
/// processes agree from run to run where those of one process cannot.
/// ``LatencyHarness/measure(rounds:progress:)`` makes a part and
/// ``LatencyHarness/report(from:durationSeconds:)`` pools the parts into a report.
///
/// ```swift
/// let part = await harness.measure(rounds: [2])
/// try JSONEncoder().encode(part).write(to: url)
/// ```
public struct RunPart: Codable, Equatable, Sendable {
  /// The 0-based rounds measured, in order.
  public var rounds: [Int]
  /// When the part started, ISO 8601 in UTC, and how long it took, in seconds.
  public var startedAt: String
  public var durationSeconds: Double
  public var loadAverageAtStart: [Double]
  public var loadAverageAtEnd: [Double]
  /// The state of the measuring process (see ``MeasurementProcess``).
  public var allocationCounting: Bool
  public var deterministicHashing: Bool
  public var fixedAddressLayout: Bool
  public var mainQueueOnMainThread: Bool
  public var globalJobsOnMainThread: Bool
  public var pinnedProcessor: Int?
  /// The harness overhead's samples.
  public var overhead: [IterationSample]
  /// The kept samples of every subject, step and size that did not fail.
  public var entries: [Entry]
  public var failures: [MeasurementFailure]
  public var speedGate: SpeedGateSummary?

  /// One subject's kept samples of one step at one size.
  public struct Entry: Codable, Equatable, Sendable {
    public var subject: String
    public var step: String
    public var events: Int
    public var samples: [IterationSample]

    public init(subject: String, step: String, events: Int, samples: [IterationSample]) {
      self.subject = subject
      self.step = step
      self.events = events
      self.samples = samples
    }
  }

  public init(
    rounds: [Int], startedAt: String, durationSeconds: Double, loadAverageAtStart: [Double],
    loadAverageAtEnd: [Double], allocationCounting: Bool, deterministicHashing: Bool, fixedAddressLayout: Bool,
    mainQueueOnMainThread: Bool, globalJobsOnMainThread: Bool, pinnedProcessor: Int?, overhead: [IterationSample],
    entries: [Entry],
    failures: [MeasurementFailure], speedGate: SpeedGateSummary?
  ) {
    self.rounds = rounds
    self.startedAt = startedAt
    self.durationSeconds = durationSeconds
    self.loadAverageAtStart = loadAverageAtStart
    self.loadAverageAtEnd = loadAverageAtEnd
    self.allocationCounting = allocationCounting
    self.deterministicHashing = deterministicHashing
    self.fixedAddressLayout = fixedAddressLayout
    self.mainQueueOnMainThread = mainQueueOnMainThread
    self.globalJobsOnMainThread = globalJobsOnMainThread
    self.pinnedProcessor = pinnedProcessor
    self.overhead = overhead
    self.entries = entries
    self.failures = failures
    self.speedGate = speedGate
  }
}
