import ArgumentParser
import ChildProcess
import Foundation
import Latency
import LatencyModel
import SampleRegistry
import ServiceKit
import Support

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

  /// Set by a parent on the process it starts (a round's, one under callgrind, the report's):
  /// the whole configuration, as a ``LatencyRequest`` in JSON, instead of the options.
  @Option(name: .customLong("request"), help: .hidden)
  var requestFile: String?

  @Option(help: "The output format.")
  var format = FormatOption<LatencyCommand>(.text)

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
      print(try LatencyReportOutput.render(report, as: format.value), terminator: "")
      printAgreement(of: earlier, with: report)
      return
    }
    let request = try requestFile.map(Self.readRequest) ?? optionsRequest
    try checkOutputs(request.output, createsFolders: true)
    if let worker = request.instructionWorker {
      try await countInstructions(request, writingFailuresTo: worker)
      return
    }
    if request.instructions {
      // Re-executes with hashing seeded and addresses fixed: the counting process inherits this
      // one's environment in the order of a dictionary, which is then the same in every run.
      _ = MeasurementProcess.prepare()
      try await measureInstructions(request)
      return
    }
    let harness = try makeHarness(request)
    if let round = request.round {
      try await measureRound(round.number - 1, with: harness, to: round.output, request: request)
      return
    }
    let measuresHere = request.inProcess || harness.configuration.measuredRounds == 1
    // First, since it may re-execute the process; then no line is printed twice. A run whose
    // rounds have processes of their own is prepared too, for they inherit its environment in
    // the order of a dictionary it builds: with its hashing seeded at random, that order, and
    // with it their heaps' layout and the hash order of anything keyed by an address, changed
    // from run to run, and eight steps' allocation totals with it.
    for warning in MeasurementProcess.prepare(
      pinning: request.pin && measuresHere, workerThreads: request.workerThreads)
    {
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
      // Each round's process gets this run's request with its round set, in a file beside its results.
      var base = request
      base.output = nil
      let processes = RoundProcesses(executable: URL(fileURLWithPath: "/proc/self/exe")) { [base] round, output in
        var child = base
        child.round = LatencyRequest.Round(number: round + 1, output: output.path)
        let file = output.deletingPathExtension().appendingPathExtension("request.json")
        try RequestFile.write(child, to: file.path)
        return ["latency", "--request", file.path]
      }
      do {
        let parts = try await processes.run(rounds: harness.configuration.measuredRounds)
        report = harness.report(from: parts, durationSeconds: LatencyHarness.seconds(since: started))
      } catch let error as RoundProcessError {
        standardError("latency: \(error)")
        throw ExitStatus.failure.exitCode
      }
    }

    print(try LatencyReportOutput.render(report, as: request.format), terminator: "")
    if request.save {
      try report.write(to: LatencyReport.defaultLocation)
      standardError("latency: results saved to \(LatencyReport.defaultLocation)")
    }
    if let output = request.output {
      try report.write(to: output)
      standardError("latency: results written to \(output)")
    }
    printAgreement(of: earlier, with: report)
    if !report.failures.isEmpty { throw ExitStatus.failure.exitCode }
  }

  /// In a round's process: measures that round alone and writes its samples for the parent run.
  @MainActor
  private func measureRound(
    _ round: Int, with harness: LatencyHarness, to path: String, request: LatencyRequest
  ) async throws {
    // Started by a prepared run, it inherits that run's state and re-executes only if started by
    // hand; the run has reported whatever is missing, so pinning is all it has to say.
    _ = MeasurementProcess.prepare(workerThreads: request.workerThreads)
    if request.pin, let warning = MeasurementProcess.pin() { standardError(warning) }
    let part = await harness.measure(rounds: [round]) { standardError("latency: \($0)") }
    try JSONEncoder().encode(part).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// `--instructions`: runs the instruction pass under callgrind, then prints and saves its counts.
  @MainActor
  private func measureInstructions(_ request: LatencyRequest) async throws {
    let started = ContinuousClock.now
    let startedAt = ISO8601DateFormatter().string(from: Date())
    let pass = try makeInstructionPass(request)
    let counted: (dumps: [CallgrindOutput.Dump], failures: [MeasurementFailure])
    let valgrind: String
    do {
      valgrind = try await InstructionRun.valgrindVersion()
      counted = try await InstructionRun(request: Self.workerRequest(request)).run(
        subjects: pass.harness.subjects.map(\.id))
    } catch {
      standardError("Error: \(error.description)")
      throw ExitStatus.failure.exitCode
    }
    let report = InstructionReport(
      run: InstructionReport.Run(
        valgrindVersion: valgrind, toolchain: await InstructionRun.toolchain(),
        buildConfiguration: BuildConfiguration.name,
        startedAt: startedAt, durationSeconds: LatencyHarness.seconds(since: started), iterations: pass.iterations,
        warmUpIterations: pass.warmUp, sizes: pass.harness.configuration.sizes, seed: pass.harness.configuration.seed),
      rows: pass.rows(from: counted.dumps), failures: counted.failures)
    print(try LatencyReportOutput.render(report, as: request.format), terminator: "")
    if request.save {
      try report.write(to: InstructionReport.defaultLocation)
      standardError("latency: instruction counts saved to \(InstructionReport.defaultLocation)")
    }
    if let output = request.output {
      try report.write(to: output)
      standardError("latency: instruction counts written to \(output)")
    }
    if !report.failures.isEmpty { throw ExitStatus.failure.exitCode }
  }

  /// Under callgrind: counts every step and writes the steps that failed to `path`.
  @MainActor
  private func countInstructions(
    _ request: LatencyRequest, writingFailuresTo worker: LatencyRequest.InstructionWorker
  ) async throws {
    guard InstructionCounter.isActive else {
      standardError("Error: a request to count one subject runs only under callgrind; use --instructions.")
      throw ExitStatus.failure.exitCode
    }
    var pass = try makeInstructionPass(request)
    pass.harness.subjects.removeAll { $0.id != worker.subject }
    let failures = await pass.run { standardError("latency: instructions \($0)") }
    try JSONEncoder().encode(failures).write(to: URL(fileURLWithPath: worker.failures), options: .atomic)
  }

  @MainActor
  private func makeInstructionPass(_ request: LatencyRequest) throws -> InstructionPass {
    InstructionPass(
      harness: try makeHarness(request, defaultSizes: InstructionPass.defaultSizes),
      iterations: request.countedIterations, warmUp: request.warmUp ?? InstructionPass.defaultWarmUp)
  }

  /// The request of the processes callgrind runs: what decides what is counted, and nothing
  /// else (no output path, whose length would change their heaps from run to run).
  static func workerRequest(_ request: LatencyRequest) -> LatencyRequest {
    LatencyRequest(
      architectures: request.architectures, steps: request.steps, sizes: request.sizes, warmUp: request.warmUp,
      instructions: true, countedIterations: request.countedIterations, save: false)
  }

  /// The harness a request describes.
  @MainActor
  private func makeHarness(_ request: LatencyRequest, defaultSizes: [Int]? = nil) throws -> LatencyHarness {
    var configuration = HarnessConfiguration()
    if let defaultSizes { configuration.sizes = defaultSizes }
    configuration.iterations = request.iterations
    configuration.warmUpIterations = request.warmUp
    configuration.rounds = request.rounds
    configuration.speedTolerance = request.speedTolerance.map { $0 / 100 }
    if !request.sizes.isEmpty { configuration.sizes = Array(Set(request.sizes)).sorted() }
    let chosen =
      request.architectures.isEmpty
      ? Architecture.all
      : Architecture.all.filter { architecture in
        request.architectures.contains { Architecture.named($0) == architecture }
      }
    let steps = request.steps.isEmpty ? Step.all.map(\.id) : request.steps
    return LatencyHarness(
      configuration: configuration, subjects: chosen.map(Subject.init), steps: try Step.matching(steps))
  }

  /// The request the options make, for a run started by hand.
  var optionsRequest: LatencyRequest {
    LatencyRequest(
      architectures: architectureNames, steps: Self.split(steps), sizes: sizeValues.compactMap { Int($0) },
      iterations: iterations, rounds: rounds, warmUp: warmUp, speedTolerance: noSpeedGate ? nil : speedTolerance,
      pin: pin, workerThreads: workerThreads, inProcess: inProcess, instructions: instructions,
      countedIterations: countedIterations, format: format.value, output: output, save: !noSave)
  }

  /// The request a parent wrote, or one line on standard error naming the file and exit status 1.
  private static func readRequest(_ path: String) throws -> LatencyRequest {
    do throws(RequestFileError) {
      let request = try RequestFile.read(LatencyRequest.self, from: path)
      try checkFormat(request.format, inRequest: path)
      return request
    } catch {
      standardError("Error: \(error.description)")
      throw ExitStatus.failure.exitCode
    }
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

extension LatencyCommand: FormatChoices {
  static var formats: [OutputFormat] { LatencyReportOutput.formats }
}
