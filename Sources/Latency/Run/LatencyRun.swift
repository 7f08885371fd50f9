import ChildProcess
import Foundation
import LatencyModel
import SampleRegistry
import ServiceKit

/// Carries out one ``LatencyRequest`` in the measuring program: a timed run, one round of it,
/// an instruction pass under callgrind, or one subject counted inside callgrind.
///
/// The measuring program (`archbench-measure`) is the only process that links the samples,
/// the UI platforms, the references and the harness; `archbench` writes a request and runs it.
/// A timed run starts one process of this program per round, and an instruction pass one per
/// subject under callgrind, each with the parent's request and its own share set.
///
/// ```swift
/// let run = LatencyRun(request: LatencyRequest(steps: ["1"], sizes: [10]), program: programURL) { print($0) }
/// switch try await run.perform() {
/// case .timed(let report): print(report.results.count)
/// default: break
/// }
/// ```
@MainActor
public struct LatencyRun {
  public var request: LatencyRequest
  /// This program, which the rounds and the counted processes run again.
  public var program: URL
  /// Progress and warnings, one line each, for standard error.
  public var log: @MainActor (String) -> Void

  public init(request: LatencyRequest, program: URL, log: @escaping @MainActor (String) -> Void) {
    self.request = request
    self.program = program
    self.log = log
  }

  /// What a request produced.
  public enum Outcome {
    /// A timed run's results.
    case timed(LatencyReport)
    /// An instruction pass's counts.
    case counted(InstructionReport)
    /// A round's or a counted subject's process wrote its share to the file its request names.
    case shareWritten
  }

  /// Measures what the request asks for.
  public func perform() async throws(LatencyRunError) -> Outcome {
    do {
      if let worker = request.instructionWorker {
        try await countInstructions(writingFailuresTo: worker)
        return .shareWritten
      }
      if request.instructions {
        // Re-executes with hashing seeded and addresses fixed: the counting process inherits this
        // one's environment in the order of a dictionary, which is then the same in every run.
        _ = MeasurementProcess.prepare()
        return .counted(try await measureInstructions())
      }
      let harness = try makeHarness()
      if let round = request.round {
        try await measureRound(round.number - 1, with: harness, to: round.output)
        return .shareWritten
      }
      return .timed(try await measureTimed(with: harness))
    } catch let error as LatencyRunError {
      throw error
    } catch let error as UnknownStepError {
      throw .badRequest(error.description)
    } catch let error as RoundProcessError {
      throw .failed(error.description)
    } catch let error as InstructionRunError {
      throw .failed(error.description)
    } catch {
      throw .failed("\(error)")
    }
  }

  private func measureTimed(with harness: LatencyHarness) async throws -> LatencyReport {
    let measuresHere = request.inProcess || harness.configuration.measuredRounds == 1
    // First, since it may re-execute the process; then no line is printed twice. A run whose
    // rounds have processes of their own is prepared too, for they inherit its environment in
    // the order of a dictionary it builds: with its hashing seeded at random, that order, and
    // with it their heaps' layout and the hash order of anything keyed by an address, changed
    // from run to run, and eight steps' allocation totals with it.
    for warning in MeasurementProcess.prepare(
      pinning: request.pin && measuresHere, workerThreads: request.workerThreads)
    {
      log(warning)
    }
    if !BuildConfiguration.isRelease {
      log(
        "warning: this is a debug build; its latencies say little. Build with "
          + "`swift build -c release --scratch-path .build-release --product archbench-measure`.")
    }
    if measuresHere {
      return await harness.run { log("latency: \($0)") }
    }
    let started = ContinuousClock.now
    // Each round's process gets this run's request with its round set, in a file beside its results.
    var base = request
    base.output = nil
    let processes = RoundProcesses(executable: program) { [base] round, output in
      var child = base
      child.round = LatencyRequest.Round(number: round + 1, output: output.path)
      let file = output.deletingPathExtension().appendingPathExtension("request.json")
      try RequestFile.write(child, to: file.path)
      return [file.path]
    }
    let parts = try await processes.run(rounds: harness.configuration.measuredRounds)
    return harness.report(from: parts, durationSeconds: LatencyHarness.seconds(since: started))
  }

  /// In a round's process: measures that round alone and writes its samples for the parent run.
  private func measureRound(_ round: Int, with harness: LatencyHarness, to path: String) async throws {
    // Started by a prepared run, it inherits that run's state and re-executes only if started by
    // hand; the run has reported whatever is missing, so pinning is all it has to say.
    _ = MeasurementProcess.prepare(workerThreads: request.workerThreads)
    if request.pin, let warning = MeasurementProcess.pin() { log(warning) }
    let part = await harness.measure(rounds: [round]) { log("latency: \($0)") }
    try JSONEncoder().encode(part).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// Runs the instruction pass under callgrind, a process per subject, and gathers its counts.
  private func measureInstructions() async throws -> InstructionReport {
    let started = ContinuousClock.now
    let startedAt = ISO8601DateFormatter().string(from: Date())
    let pass = try makeInstructionPass()
    let valgrind = try await InstructionRun.valgrindVersion()
    // The folder stays out of the workers' request, which is on their heaps: keeping moves no count.
    let counted = try await InstructionRun(
      request: Self.workerRequest(request), executable: program,
      keeping: request.keepCallgrind.map(URL.init(fileURLWithPath:))
    ).run(subjects: pass.harness.subjects.map(\.id))
    return InstructionReport(
      run: InstructionReport.Run(
        valgrindVersion: valgrind, toolchain: await InstructionRun.toolchain(),
        buildConfiguration: BuildConfiguration.name,
        startedAt: startedAt, durationSeconds: LatencyHarness.seconds(since: started), iterations: pass.iterations,
        warmUpIterations: pass.warmUp, sizes: pass.harness.configuration.sizes, seed: pass.harness.configuration.seed),
      rows: pass.rows(from: counted.dumps), failures: counted.failures)
  }

  /// Under callgrind: counts every step of one subject and writes the steps that failed.
  private func countInstructions(writingFailuresTo worker: LatencyRequest.InstructionWorker) async throws {
    guard InstructionCounter.isActive else {
      throw LatencyRunError.badRequest("a request to count one subject runs only under callgrind")
    }
    var pass = try makeInstructionPass()
    pass.harness.subjects.removeAll { $0.id != worker.subject }
    try SubjectHeap.enable()
    let failures = await pass.run { log("latency: instructions \($0)") }
    try JSONEncoder().encode(failures).write(to: URL(fileURLWithPath: worker.failures), options: .atomic)
  }

  private func makeInstructionPass() throws -> InstructionPass {
    InstructionPass(
      harness: try makeHarness(defaultSizes: InstructionPass.defaultSizes),
      iterations: request.countedIterations, warmUp: request.warmUp ?? InstructionPass.defaultWarmUp)
  }

  /// The request of the processes callgrind runs: what decides what is counted, and nothing
  /// else (no output path, whose length would change their heaps from run to run).
  public static func workerRequest(_ request: LatencyRequest) -> LatencyRequest {
    LatencyRequest(
      architectures: request.architectures, steps: request.steps, sizes: request.sizes, warmUp: request.warmUp,
      instructions: true, countedIterations: request.countedIterations, save: false)
  }

  /// The harness the request describes.
  private func makeHarness(defaultSizes: [Int]? = nil) throws -> LatencyHarness {
    var configuration = HarnessConfiguration()
    if let defaultSizes { configuration.sizes = defaultSizes }
    configuration.iterations = request.iterations
    configuration.warmUpIterations = request.warmUp
    configuration.rounds = request.rounds
    configuration.speedTolerance = request.speedTolerance.map { $0 / 100 }
    if !request.sizes.isEmpty { configuration.sizes = Array(Set(request.sizes)).sorted() }
    for name in request.architectures where Architecture.named(name) == nil && name.lowercased() != "reference" {
      throw LatencyRunError.badRequest("unknown architecture '\(name)'")
    }
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
}

/// Why a request was not measured; each reads as one line.
public enum LatencyRunError: Error, Equatable, CustomStringConvertible {
  /// The request asks for something this program cannot measure (an unknown step or architecture).
  case badRequest(String)
  /// The measurement could not run or finish (a round's process, valgrind, an unwritable file).
  case failed(String)

  public var description: String {
    switch self {
    case .badRequest(let reason): "the request cannot be measured: \(reason)"
    case .failed(let reason): reason
    }
  }
}
