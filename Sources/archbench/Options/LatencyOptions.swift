import ArgumentParser
import Latency
import LatencyModel
import SampleRegistry
import ServiceKit
import Support

/// What `archbench latency` measures and how: the options that make a ``LatencyRequest``.
///
/// ```swift
/// let options = try LatencyOptions.parse(["--steps", "1", "--sizes", "10"])
/// let request = options.request(format: .text, output: nil, save: false)
/// ```
struct LatencyOptions: ParsableArguments {
  @Option(
    name: .customLong("arch"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Architectures to measure, by id (default: all registered). The reference always runs.", valueName: "id"))
  var architectures: [String] = []

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Steps to run: an id (list.search), a screen (report), or a section of Samples/SPEC.md (6) (default: all).",
      valueName: "step"))
  var steps: [String] = []

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Event counts for the scaling steps, list.search, list.live and list.refresh (default: 10 100 1000 10000).",
      valueName: "N"))
  var sizes: [String] = []

  @Option(help: "Measured iterations per step and size; sizes over 1000 run proportionally fewer, at least 50.")
  var iterations = 200

  @Option(
    help: "Passes over every step and size that share the iterations, spreading each step's samples over the run.")
  var rounds = 5

  @Option(
    name: .customLong("speed-tolerance"),
    help: ArgumentHelp(
      "Time a group again when the host runs more than this many percent slower than usual (default: 20).",
      valueName: "percent"))
  var speedTolerance: Double = 20

  @Flag(help: "Keep every group whatever the host's speed (no speed probe).")
  var noSpeedGate = false

  @Flag(help: "Pin every thread to one processor: no wake-ups of an idle processor, but no parallel threads either.")
  var pin = false

  @Flag(
    name: .customLong("worker-threads"),
    help:
      "Run the global executor's jobs on worker threads, as an app does, not on the main thread: timings then include thread wake-ups."
  )
  var workerThreads = false

  @Flag(
    name: .customLong("in-process"),
    help: "Measure every round in this process instead of a fresh process per round.")
  var inProcess = false

  @Option(name: .customLong("warm-up"), help: "Unmeasured iterations first (default: a tenth, at least 5).")
  var warmUp: Int?

  @Flag(
    help: """
      Count the CPU instructions of each dispatch under valgrind's callgrind instead of timing it: \
      the same count in every run, whatever the load (sizes default to 10 100 1000, warm-up to 2).
      """)
  var instructions = false

  @Option(
    name: .customLong("counted-iterations"),
    help: "With --instructions: counted dispatches per step and size, whose mean is reported.")
  var countedIterations = 3

  @Option(
    name: .customLong("keep-callgrind"),
    help: ArgumentHelp(
      "With --instructions: keep each subject's callgrind output and the program counted in this folder.",
      valueName: "folder"))
  var keepCallgrind: String?

  func validate() throws {
    for name in architectureNames where Architecture.named(name) == nil && name.lowercased() != "reference" {
      throw ValidationError(
        "Unknown architecture '\(name)'. Known: \((["reference"] + Architecture.all.map(\.id)).joined(separator: ", "))."
      )
    }
    do {
      _ = try Step.matching(stepSelectors)
    } catch let error as UnknownStepError {
      throw ValidationError(error.description)
    }
    for size in sizeValues {
      guard let count = Int(size), EventGenerator.eventCountRange.contains(count) else {
        throw ValidationError("--sizes must be event counts between 1 and 100000, not '\(size)'.")
      }
    }
    guard iterations >= 1 else { throw ValidationError("--iterations must be at least 1, not \(iterations).") }
    guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1, not \(rounds).") }
    guard speedTolerance > 0 && speedTolerance.isFinite else {
      throw ValidationError("--speed-tolerance must be a positive percentage, not \(speedTolerance).")
    }
    if let warmUp, warmUp < 0 { throw ValidationError("--warm-up must not be negative, not \(warmUp).") }
    guard countedIterations >= 1 else {
      throw ValidationError("--counted-iterations must be at least 1, not \(countedIterations).")
    }
    if keepCallgrind != nil, !instructions { throw ValidationError("--keep-callgrind needs --instructions.") }
  }

  /// The request these options make, with where its results go.
  func request(format: LatencyReportRenderer.Format, output: String?, save: Bool) -> LatencyRequest {
    LatencyRequest(
      architectures: architectureNames, steps: Self.split(steps), sizes: sizeValues.compactMap { Int($0) },
      iterations: iterations, rounds: rounds, warmUp: warmUp, speedTolerance: noSpeedGate ? nil : speedTolerance,
      pin: pin, workerThreads: workerThreads, inProcess: inProcess, instructions: instructions,
      countedIterations: countedIterations, keepCallgrind: keepCallgrind, format: format, output: output, save: save)
  }

  /// `--arch mvc,mvvm` and `--arch mvc mvvm` alike.
  private var architectureNames: [String] { Self.split(architectures) }
  private var stepSelectors: [String] { steps.isEmpty ? Step.all.map(\.id) : Self.split(steps) }
  private var sizeValues: [String] { Self.split(sizes) }

  private static func split(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
  }
}
