import ArgumentParser
import ChildProcess
import CodeMetrics
import Coverage
import Foundation
import Git
import LatencyModel
import Reports
import SampleRegistry
import Support

/// `archbench report`: regenerates every table and chart in `Reports/` from fresh measurements.
struct ReportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Regenerate Reports/: tables, metrics.json, metrics.csv, index.html and the scorecard.",
    discussion: """
      Measures size, roles and structure of every sample (archbench scan), runs (or reuses the cached) coverage, \
      conformance and latency runs and the instruction counts under valgrind, reads each sample's size over the last \
      200 commits through libgit2 (archbench history), scores the architectures, and replaces Reports/ atomically: a \
      failed run leaves the previous Reports/ as it was. --output must be a new or empty folder or a previous report: \
      any other folder is refused before anything is measured. Each idiom of Idioms/ is measured both ways: its \
      patches applied to a copy of the committed tree in .build-idioms, built in release there. A skipped phase \
      (--no-latency, --no-instructions, --no-history) keeps its files from the previous report. Build in release for \
      latency worth reading (Scripts/report.sh does). Progress goes to standard error. Exit status: \(exit: .success) \
      success, \(exit: .failure) error, \(exit: .patchDoesNotApply) an idiom's patch no longer applies, \
      \(exit: .badArgument) bad argument; \(exit: .interrupted), \(exit: .terminated), \(exit: .hungUp) interrupted by \
      SIGINT, SIGTERM, SIGHUP (what it started is stopped, Reports/ is left as it was).
      """
  )

  @Option(help: "The folder to write (replaced as a whole): new, empty, or a previous report.")
  var output = "Reports"

  @Option(help: "A JSON file of scorecard weights (default: the embedded weights, each 1).")
  var weights: String?

  @Flag(help: "Measure again even when the cached coverage, conformance and latency results are current.")
  var fresh = false

  @Flag(help: "Skip the coverage phase.")
  var noCoverage = false

  @Flag(help: "Skip the conformance phase.")
  var noConformance = false

  @Flag(help: "Skip the latency phase.")
  var noLatency = false

  @Flag(help: "Skip the instruction counts (archbench latency --instructions, under valgrind).")
  var noInstructions = false

  @Flag(help: "Skip the extensibility phase (archbench exercise measure: builds the solved samples).")
  var noExercises = false

  @Flag(help: "Skip the idiom phase (each idiom of Idioms/ measured both ways: builds a patched copy in release).")
  var noIdioms = false

  @Flag(help: "Skip the history phase (each sample's size over the last commits, read through libgit2).")
  var noHistory = false

  @Option(help: "Measured iterations per latency step and size (archbench latency --iterations).")
  var latencyIterations = 200

  @Option(
    help: ArgumentHelp(
      "The measuring program (default: archbench-measure beside archbench), e.g. Scripts/build-measuring-program.sh's.",
      valueName: "path"))
  var measuringProgram: String?

  @Option(help: "The package to measure.")
  var packagePath = "."

  func validate() throws {
    guard latencyIterations >= 1 else {
      throw ValidationError("--latency-iterations must be at least 1, not \(latencyIterations).")
    }
  }

  func run() async throws {
    // Interrupted before its first child runs, it says so too, and ends by the signal.
    Interruption.install()
    let root = URL(fileURLWithPath: packagePath).standardizedFileURL
    let samples = Architecture.all.map(\.sample)
    let log: (String) -> Void = standardError
    let target = URL(fileURLWithPath: output, relativeTo: root).standardizedFileURL
    var scoreWeights = Weights.defaults
    do {
      // Before any measuring: a folder that is not a report must be refused at once, untouched.
      try ReportWriter(directory: target).checkReplaceable()
      if let weights { scoreWeights = try Weights.load(from: URL(fileURLWithPath: weights)) }
    } catch {
      // A ReportError or an UnreadableFile: one line each, naming the folder or the file.
      throw CommandFailure(error)
    }
    let started = Date()
    let options = ReportCollector.Options(
      coverage: !noCoverage, conformance: !noConformance, latency: !noLatency, instructions: !noInstructions,
      history: !noHistory, exercises: !noExercises, idioms: !noIdioms, fresh: fresh,
      measuringProgram: measuringProgram.map { URL(fileURLWithPath: $0).standardizedFileURL }
        ?? MeasuringProgram().executable, latencyRequest: LatencyRequest(iterations: latencyIterations))
    do {
      let data = try await ReportCollector(packageRoot: root, samples: samples, options: options, progress: log)
        .collect()
      let skipped = [
        noCoverage ? "coverage" : nil, noConformance ? "conformance" : nil, noLatency ? "latency" : nil,
        noInstructions ? "instructions" : nil, noHistory || data.history == nil ? "history" : nil,
        noExercises || data.extensibility == nil ? "exercises" : nil, noIdioms || data.idioms == nil ? "idioms" : nil,
      ]
      .compactMap { $0 }
      let provenance = await ProvenanceReader.current(
        packageRoot: root, skipped: skipped, counted: data.instructions?.run)
      log("[report] rendering and writing \(target.path)…")
      let kept = try ReportFiles(data: data, provenance: provenance, weights: scoreWeights).write(to: target)
      if !kept.isEmpty {
        log("[report] kept \(kept.joined(separator: ", ")) of the previous report: their phases were skipped")
      }
      log(String(format: "[report] wrote %@ in %.1f s", target.path, Date().timeIntervalSince(started)))
    } catch let error as CoverageError {
      // Not coverage's own statuses: the report failed, whatever its coverage phase found.
      throw CommandFailure(error)
    } catch let error as ReportError {
      if case .idiomPatchDoesNotApply = error { throw CommandFailure(error, status: .patchDoesNotApply) }
      throw CommandFailure(error)
    } catch let error as ScanError {
      throw CommandFailure(error)
    } catch let error as FileWriteError {
      throw CommandFailure(error)
    } catch let error as GitError {
      // An idiom's tree exported from git: the report failed (1), as report --help says, not git's own 10–15.
      throw CommandFailure(error)
    }
  }
}
