import ArgumentParser
import Foundation
import Latency
import LatencyModel
import SampleRegistry
import ServiceKit

/// `archbench latency`: times every step of the app on every architecture and on the reference.
struct LatencyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "latency",
    abstract: "Measure dispatch latency, allocations and scaling of every architecture.",
    discussion: """
      Times each step from injecting its UI event to the element tree settling, on a zero-latency backend, \
      against a hand-written reference with no architecture. Progress goes to standard error; results are \
      saved to \(LatencyReport.defaultLocation). Build with `swift build -c release --scratch-path \
      .build-release --product archbench` for numbers worth comparing.
      """
  )

  @Option(
    name: .customLong("arch"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "Architectures to measure, by id (default: all registered). The reference always runs.", valueName: "id"))
  var architectures: [String] = []

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Steps to run: an id (list.search), a number 1-9, or a screen (report) (default: all).", valueName: "step"))
  var steps: [String] = []

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Event counts for the scaling steps 6-8 (default: 10 100 1000 10000).", valueName: "N"))
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

  /// Set by the parent run on each round's process: the 1-based round to measure.
  @Option(name: .customLong("round"), help: .hidden)
  var round: Int?

  /// Set by the parent run on each round's process: where its ``RunPart`` goes.
  @Option(name: .customLong("round-output"), help: .hidden)
  var roundOutput: String?

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

  /// Set by `--instructions` on the process it starts under callgrind: where the pass's failures go.
  @Option(name: .customLong("instructions-worker"), help: .hidden)
  var instructionsWorker: String?

  /// Set with `--instructions-worker`: the one subject that process counts.
  @Option(name: .customLong("instructions-subject"), help: .hidden)
  var instructionsSubject: String?

  @Option(help: "Output format: table, json, csv or md.")
  var format: OutputFormat = .table

  @Option(help: ArgumentHelp("Also write the JSON results to this file (atomically).", valueName: "file"))
  var output: String?

  @Flag(help: "Do not save the results to \(LatencyReport.defaultLocation).")
  var noSave = false

  @Option(
    help: ArgumentHelp(
      "Compare with the JSON results of an earlier run and print the run-to-run agreement.", valueName: "file"))
  var compare: String?

  @Option(
    help: ArgumentHelp(
      "Print the results saved in this file instead of measuring (with --format and --compare).",
      valueName: "file"))
  var from: String?

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
    if (round == nil) != (roundOutput == nil) { throw ValidationError("--round and --round-output go together.") }
    if let round, !(1...rounds).contains(round) {
      throw ValidationError("--round must be between 1 and \(rounds), not \(round).")
    }
    guard countedIterations >= 1 else {
      throw ValidationError("--counted-iterations must be at least 1, not \(countedIterations).")
    }
    if instructions && (compare != nil || from != nil) {
      throw ValidationError("--instructions counts; --compare and --from read timed results.")
    }
  }

  @MainActor
  func run() async throws {
    // Read before measuring, so that a bad file costs nothing.
    let saved = try from.map(Self.load)
    let earlier = try compare.map(Self.load)
    if let report = saved {
      print(try format.render(report), terminator: "")
      printAgreement(of: earlier, with: report)
      return
    }
    try checkOutputs(output, createsFolders: true)
    if let instructionsWorker {
      try await countInstructions(writingFailuresTo: instructionsWorker)
      return
    }
    if instructions {
      // Re-executes with hashing seeded and addresses fixed: the counting process inherits this
      // one's environment in the order of a dictionary, which is then the same in every run.
      _ = MeasurementProcess.prepare()
      try await measureInstructions()
      return
    }
    let harness = try makeHarness()
    if let round, let roundOutput {
      try await measureRound(round - 1, with: harness, to: roundOutput)
      return
    }
    let measuresHere = inProcess || harness.configuration.measuredRounds == 1
    // First, since it may re-execute the process; then no line is printed twice. A run whose
    // rounds have processes of their own is prepared too, for they inherit its environment in
    // the order of a dictionary it builds: with its hashing seeded at random, that order, and
    // with it their heaps' layout and the hash order of anything keyed by an address, changed
    // from run to run, and eight steps' allocation totals with it.
    for warning in MeasurementProcess.prepare(pinning: pin && measuresHere, workerThreads: workerThreads) {
      standardError(warning)
    }
    if !BuildConfiguration.isRelease {
      standardError(
        "warning: this is a debug build; its latencies say little. Build with "
          + "`swift build -c release --scratch-path .build-release --product archbench`.")
    }
    let report: LatencyReport
    if measuresHere {
      report = await harness.run { standardError("latency: \($0)") }
    } else {
      let started = ContinuousClock.now
      let base = roundArguments
      let processes = RoundProcesses(executable: URL(fileURLWithPath: "/proc/self/exe")) { round, output in
        base + ["--round", "\(round + 1)", "--round-output", output.path]
      }
      do {
        let parts = try await processes.run(rounds: harness.configuration.measuredRounds)
        report = harness.report(from: parts, durationSeconds: LatencyHarness.seconds(since: started))
      } catch let error as RoundProcessError {
        standardError("latency: \(error)")
        throw ExitStatus.failure.exitCode
      }
    }

    print(try format.render(report), terminator: "")
    if !noSave {
      try report.write(to: LatencyReport.defaultLocation)
      standardError("latency: results saved to \(LatencyReport.defaultLocation)")
    }
    if let output {
      try report.write(to: output)
      standardError("latency: results written to \(output)")
    }
    printAgreement(of: earlier, with: report)
    if !report.failures.isEmpty { throw ExitStatus.failure.exitCode }
  }

  /// In a round's process: measures that round alone and writes its samples for the parent run.
  @MainActor
  private func measureRound(_ round: Int, with harness: LatencyHarness, to path: String) async throws {
    // Started by a prepared run, it inherits that run's state and re-executes only if started by
    // hand; the run has reported whatever is missing, so pinning is all it has to say.
    _ = MeasurementProcess.prepare(workerThreads: workerThreads)
    if pin, let warning = MeasurementProcess.pin() { standardError(warning) }
    let part = await harness.measure(rounds: [round]) { standardError("latency: \($0)") }
    try JSONEncoder().encode(part).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// `--instructions`: runs the instruction pass under callgrind, then prints and saves its counts.
  @MainActor
  private func measureInstructions() async throws {
    let started = ContinuousClock.now
    let startedAt = ISO8601DateFormatter().string(from: Date())
    let pass = try makeInstructionPass()
    let counted: (dumps: [CallgrindOutput.Dump], failures: [MeasurementFailure])
    let valgrind: String
    do {
      valgrind = try InstructionRun.valgrindVersion()
      counted = try await InstructionRun(workerArguments: instructionWorkerArguments).run(
        subjects: pass.harness.subjects.map(\.id))
    } catch {
      standardError("Error: \(error.description)")
      throw ExitStatus.failure.exitCode
    }
    let report = InstructionReport(
      run: InstructionReport.Run(
        valgrindVersion: valgrind, toolchain: InstructionRun.toolchain(), buildConfiguration: BuildConfiguration.name,
        startedAt: startedAt, durationSeconds: LatencyHarness.seconds(since: started), iterations: pass.iterations,
        warmUpIterations: pass.warmUp, sizes: pass.harness.configuration.sizes, seed: pass.harness.configuration.seed),
      rows: pass.rows(from: counted.dumps), failures: counted.failures)
    print(try format.render(report), terminator: "")
    if !noSave {
      try report.write(to: InstructionReport.defaultLocation)
      standardError("latency: instruction counts saved to \(InstructionReport.defaultLocation)")
    }
    if let output {
      try report.write(to: output)
      standardError("latency: instruction counts written to \(output)")
    }
    if !report.failures.isEmpty { throw ExitStatus.failure.exitCode }
  }

  /// Under callgrind: counts every step and writes the steps that failed to `path`.
  @MainActor
  private func countInstructions(writingFailuresTo path: String) async throws {
    guard InstructionCounter.isActive else {
      standardError("Error: --instructions-worker counts only under callgrind; use --instructions.")
      throw ExitStatus.failure.exitCode
    }
    var pass = try makeInstructionPass()
    if let instructionsSubject { pass.harness.subjects.removeAll { $0.id != instructionsSubject } }
    let failures = await pass.run { standardError("latency: instructions \($0)") }
    try JSONEncoder().encode(failures).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  @MainActor
  private func makeInstructionPass() throws -> InstructionPass {
    InstructionPass(
      harness: try makeHarness(defaultSizes: InstructionPass.defaultSizes), iterations: countedIterations,
      warmUp: warmUp ?? InstructionPass.defaultWarmUp)
  }

  /// The arguments of the process callgrind runs: what decides what is counted.
  private var instructionWorkerArguments: [String] {
    var arguments = selectionArguments
    arguments += ["--counted-iterations", "\(countedIterations)"]
    if let warmUp { arguments += ["--warm-up", "\(warmUp)"] }
    return arguments
  }

  /// The harness the options describe.
  @MainActor
  private func makeHarness(defaultSizes: [Int]? = nil) throws -> LatencyHarness {
    var configuration = HarnessConfiguration()
    if let defaultSizes { configuration.sizes = defaultSizes }
    configuration.iterations = iterations
    configuration.warmUpIterations = warmUp
    configuration.rounds = rounds
    configuration.speedTolerance = noSpeedGate ? nil : speedTolerance / 100
    if !sizeValues.isEmpty { configuration.sizes = Array(Set(sizeValues.compactMap { Int($0) })).sorted() }
    let chosen =
      architectureNames.isEmpty
      ? Architecture.all
      : Architecture.all.filter { architecture in
        architectureNames.contains { Architecture.named($0) == architecture }
      }
    return LatencyHarness(
      configuration: configuration, subjects: chosen.map(Subject.init), steps: try Step.matching(stepSelectors))
  }

  /// The arguments of a round's process, but for `--round` and `--round-output`: whatever
  /// decides what is measured, and how.
  private var roundArguments: [String] {
    var arguments = selectionArguments
    arguments += ["--iterations", "\(iterations)", "--rounds", "\(rounds)", "--speed-tolerance", "\(speedTolerance)"]
    if noSpeedGate { arguments.append("--no-speed-gate") }
    if pin { arguments.append("--pin") }
    if workerThreads { arguments.append("--worker-threads") }
    if let warmUp { arguments += ["--warm-up", "\(warmUp)"] }
    return arguments
  }

  /// `latency` and what is measured: the architectures, the steps and the sizes, as given.
  private var selectionArguments: [String] {
    var arguments = ["latency"]
    if !architectureNames.isEmpty { arguments += ["--arch"] + architectureNames }
    arguments += ["--steps"] + stepSelectors
    if !sizeValues.isEmpty { arguments += ["--sizes"] + sizeValues }
    return arguments
  }

  /// Saved results, or one line on standard error and exit status 1.
  private static func load(_ path: String) throws -> LatencyReport {
    do {
      return try LatencyReport.load(from: path)
    } catch {
      standardError("Error: \(error.description)")
      throw ExitStatus.failure.exitCode
    }
  }

  /// With `--compare`, the agreement of the earlier run with `report`.
  private func printAgreement(of earlier: LatencyReport?, with report: LatencyReport) {
    guard let earlier else { return }
    print(
      "\n" + AgreementRenderer.render(RunAgreement(first: earlier, second: report), first: earlier, second: report),
      terminator: "")
  }

  /// `--arch mvc,mvvm` and `--arch mvc mvvm` alike.
  private var architectureNames: [String] { Self.split(architectures) }
  private var stepSelectors: [String] { steps.isEmpty ? Step.all.map(\.id) : Self.split(steps) }
  private var sizeValues: [String] { Self.split(sizes) }

  private static func split(_ values: [String]) -> [String] {
    values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
  }
}

extension OutputFormat: ExpressibleByArgument {}
