import Coverage
import ExercisesModel
import Foundation
import History
import LatencyModel
import Rules

/// Runs or loads every measurement the report needs, printing one progress line per phase.
///
/// Coverage comes from `CoveragePipeline`, which reuses its cache while no input changed
/// (`fresh` forces a rerun); its conformance run's event stream gives the conformance
/// matrix, so the suite runs once for both.
///
/// ```swift
/// let collector = ReportCollector(packageRoot: root, samples: samples, options: .init()) { print($0) }
/// let data = try await collector.collect()
/// ```
public struct ReportCollector {
  /// Which phases run.
  public struct Options: Sendable {
    public var coverage = true
    public var conformance = true
    public var latency = true
    /// The instructions of each dispatch, counted under callgrind (`archbench latency --instructions`).
    public var instructions = true
    /// Each sample's size over the last `historyCommits` first-parent commits of `HEAD`.
    public var history = true
    public var historyCommits = 200
    /// The exercises' reference solutions, applied, proven and measured (`archbench exercise measure`).
    public var exercises = true
    /// Each idiom of `Idioms/` measured on the committed samples and on a patched copy (``IdiomPhase``).
    /// Off unless asked for: it builds a release copy of the package, which only the report wants
    /// (the gate, which makes options of its own, must not start one).
    public var idioms = false
    public var fresh = false
    /// The program that measures the exercises in a child process.
    public var exerciseProgram: ExerciseProgram
    /// The measuring program that runs the latency benchmark and the instruction pass in a child process.
    public var measuringProgram: URL
    /// What `archbench latency` measures.
    public var latencyRequest: LatencyRequest
    public init(
      coverage: Bool = true, conformance: Bool = true, latency: Bool = true, instructions: Bool = true,
      history: Bool = true, exercises: Bool = true, idioms: Bool = false, fresh: Bool = false,
      exerciseProgram: ExerciseProgram = ExerciseProgram(),
      measuringProgram: URL = MeasuringProgram().executable, latencyRequest: LatencyRequest = LatencyRequest()
    ) {
      self.coverage = coverage
      self.conformance = conformance
      self.latency = latency
      self.instructions = instructions
      self.history = history
      self.exercises = exercises
      self.idioms = idioms
      self.fresh = fresh
      self.exerciseProgram = exerciseProgram
      self.measuringProgram = measuringProgram
      self.latencyRequest = latencyRequest
    }
  }

  public var packageRoot: URL
  public var samples: [Sample]
  public var options: Options
  public var progress: (String) -> Void

  public init(packageRoot: URL, samples: [Sample], options: Options, progress: @escaping (String) -> Void) {
    self.packageRoot = packageRoot
    self.samples = samples
    self.options = options
    self.progress = progress
  }

  public func collect() async throws -> ReportData {
    var coverage: CoverageReport?
    var matrix: ConformanceMatrix?
    if options.coverage || options.conformance {
      progress("[report] coverage and conformance: archbench coverage (cached while no input changes)…")
      let pipeline = CoveragePipeline(
        packagePath: packageRoot.path, samples: samples, fresh: options.fresh,
        progress: { progress("  " + $0) })
      do {
        coverage = try await pipeline.run()
      } catch CoverageError.testsFailed(let failures) {
        // Failing tests give no coverage, but the matrix is exactly what shows them.
        progress("[report] \(failures.count) tests failed: coverage is not reported, the matrix shows the failures")
      }
      if options.conformance {
        let events = CoverageReport.defaultLocation(packageRoot: packageRoot).deletingLastPathComponent()
          .appendingPathComponent("conformance.events.jsonl")
        let stream = try String(contentsOf: events, encoding: .utf8)
        matrix = ConformanceEvents.matrix(from: stream, architectures: samples.map(\.name))
        progress("[report] conformance: \(matrix?.scenarios.count ?? 0) scenarios × \(samples.count) architectures")
      }
      if !options.coverage { coverage = nil }
    }
    var latency: LatencyReport?
    if options.latency {
      progress("[report] latency: archbench-measure in a child process (cached while no input changes)…")
      latency = try await LatencyPhase(
        packageRoot: packageRoot, executable: options.measuringProgram, fresh: options.fresh,
        request: options.latencyRequest, progress: { progress("  " + $0) }
      ).run()
    }
    var instructions: InstructionReport?
    if options.instructions {
      progress(
        "[report] instructions: archbench-measure under callgrind (cached while no input changes)…")
      instructions = try await InstructionPhase(
        packageRoot: packageRoot, executable: options.measuringProgram, cached: true, fresh: options.fresh,
        progress: { progress("  " + $0) }
      ).run()
    }
    var extensibility: ExtensibilityReport?
    if options.exercises {
      progress(
        "[report] extensibility: archbench-exercise measures the reference solutions in a child process (cached while no input changes)…"
      )
      extensibility = await ExtensibilityPhase(
        packageRoot: packageRoot, program: options.exerciseProgram, fresh: options.fresh, progress: progress
      ).run()
    }
    var idioms: IdiomReport?
    if options.idioms {
      progress(
        "[report] idioms: each idiom's patch applied to a copy in .build-idioms (cached while no input changes)…")
      idioms = try await IdiomPhase(packageRoot: packageRoot, fresh: options.fresh, progress: progress).run()
    }
    progress("[report] size, roles and structure: archbench scan of every sample…")
    let sizes = SizeCollector(packageRoot: packageRoot)
    let architectures = try samples.map { sample in
      var metrics = try sizes.measure(sample, coverage: coverage.flatMap { Self.figures(for: sample.id, in: $0) })
      metrics.performance = latency.flatMap { PerformanceFigures(subject: sample.id, in: $0) }
      metrics.instructionRatioGeometricMean = instructions?.ratioGeometricMean(of: sample.id).map {
        ($0 * 10_000).rounded() / 10_000
      }
      metrics.changeCost = extensibility.flatMap { ChangeCostFigures(architecture: sample.id, in: $0) }
      metrics.rules = try rulesFigures(for: sample)
      return metrics
    }
    var history: HistoryTrend?
    if options.history {
      progress(
        "[report] history: each sample's size at the last \(options.historyCommits) commits of HEAD, via libgit2…")
      history = HistoryPhase(
        packageRoot: packageRoot, samples: samples, commits: options.historyCommits, progress: progress
      ).run()
    }
    return ReportData(
      architectures: architectures, coverageMeasured: coverage != nil, conformance: matrix, latency: latency,
      instructions: instructions, history: history, extensibility: extensibility, idioms: idioms)
  }

  /// The sample's production code against its architecture's rules, as `archbench rules` checks it.
  func rulesFigures(for sample: Sample) throws -> RulesFigures? {
    guard RuleCatalog.architectures.contains(sample.id) else { return nil }
    var configuration = RulesConfiguration.defaults(for: sample.id)
    configuration.modelPaths = [packageRoot.appendingPathComponent("Sources/ServiceKit/Models").path]
    let root = packageRoot.appendingPathComponent(sample.directory).appendingPathComponent("Sources").path
    do {
      let report = try RulesRunner.check(root: root, configuration: configuration)
      return RulesFigures(rules: report.rules.count, violations: report.violations.count)
    } catch {
      throw ReportError.phaseFailed(phase: "rules (\(error.description))", status: 1)
    }
  }

  static func figures(for id: String, in report: CoverageReport) -> CoverageFigures? {
    guard let entry = report.architectures.first(where: { $0.id == id }) else { return nil }
    return CoverageFigures(
      unitLinePercent: entry.unitTests.lines.percent.map { ($0 * 10).rounded() / 10 },
      conformanceLinePercent: entry.conformance.lines.percent.map { ($0 * 10).rounded() / 10 },
      platformFreeShare: entry.types.platformFreeShare.map { ($0 * 1000).rounded() / 1000 },
      unitTests: entry.tests.tests)
  }
}
