import Support

/// What one measuring process measures and where its results go: the configuration `archbench`
/// hands the measuring program (`archbench-measure FILE`), and that program its own children.
///
/// The user's options make one too, so that the command reads its configuration from one
/// place whoever started it. A round's process and a process counted under callgrind get the
/// parent's request with their own share set (``round``, ``instructionWorker``).
///
/// ```swift
/// var request = LatencyRequest(sizes: [10], instructions: true, countedIterations: 1)
/// request.save = false
/// try RequestFile.write(request, to: "/tmp/latency.request.json")
/// ```
public struct LatencyRequest: Codable, Sendable, Hashable {
  /// The version of this contract; a request of another version is refused, not guessed at.
  public static let currentSchema = 1

  /// ``currentSchema`` when written; the reader refuses any other.
  public var schema: Int
  /// Architecture ids as given; empty is every registered one (the reference always runs).
  public var architectures: [String]
  /// Step selectors (an id, a number, a screen); empty is every step.
  public var steps: [String]
  /// Event counts of the scaling steps; empty is the run's default.
  public var sizes: [Int]
  public var iterations: Int
  public var rounds: Int
  /// Unmeasured iterations first; `nil` is the run's default.
  public var warmUp: Int?
  /// How much slower than usual, in percent, the host may run before a group is timed again;
  /// `nil` keeps every group (no speed probe).
  public var speedTolerance: Double?
  public var pin: Bool
  public var workerThreads: Bool
  /// Every round in the one process, rather than a process per round.
  public var inProcess: Bool
  /// Count instructions under callgrind instead of timing.
  public var instructions: Bool
  public var countedIterations: Int
  /// A folder to keep each counted subject's callgrind output in, with the program it counted, to
  /// see per function where two counts differ (`Scripts/callgrind-diff.py`); `nil` keeps none.
  public var keepCallgrind: String?
  /// The format of standard output.
  public var format: LatencyReportRenderer.Format
  /// A file for the JSON results too.
  public var output: String?
  /// Whether to save the results to their default location.
  public var save: Bool
  /// Set on a round's process: the one round it measures.
  public var round: Round?
  /// Set on a process counted under callgrind: the one subject it counts.
  public var instructionWorker: InstructionWorker?

  /// A round's process: measures round `number` (1-based) and writes its `RunPart` as JSON to `output`.
  public struct Round: Codable, Sendable, Hashable {
    public var number: Int
    public var output: String

    public init(number: Int, output: String) {
      self.number = number
      self.output = output
    }
  }

  /// A process under callgrind: counts `subject` and writes the steps that failed as JSON to `failures`.
  public struct InstructionWorker: Codable, Sendable, Hashable {
    public var subject: String
    public var failures: String

    public init(subject: String, failures: String) {
      self.subject = subject
      self.failures = failures
    }
  }

  /// A request with `archbench latency`'s defaults for whatever is left out.
  public init(
    architectures: [String] = [], steps: [String] = [], sizes: [Int] = [], iterations: Int = 200, rounds: Int = 5,
    warmUp: Int? = nil, speedTolerance: Double? = 20, pin: Bool = false, workerThreads: Bool = false,
    inProcess: Bool = false, instructions: Bool = false, countedIterations: Int = 3, keepCallgrind: String? = nil,
    format: LatencyReportRenderer.Format = .text,
    output: String? = nil, save: Bool = true, round: Round? = nil, instructionWorker: InstructionWorker? = nil
  ) {
    self.schema = Self.currentSchema
    self.architectures = architectures
    self.steps = steps
    self.sizes = sizes
    self.iterations = iterations
    self.rounds = rounds
    self.warmUp = warmUp
    self.speedTolerance = speedTolerance
    self.pin = pin
    self.workerThreads = workerThreads
    self.inProcess = inProcess
    self.instructions = instructions
    self.countedIterations = countedIterations
    self.keepCallgrind = keepCallgrind
    self.format = format
    self.output = output
    self.save = save
    self.round = round
    self.instructionWorker = instructionWorker
  }
}
