import Foundation
import Support

/// The whole measurement: check the package, build it with coverage, run each sample's
/// own tests and the conformance suite into one profile each, export, and assemble the
/// report — or reuse the last measurement when no input has changed.
///
/// Progress goes to `progress`, one line at a time; the run takes minutes when it builds.
/// Every successful run also writes the full report to `CoverageReport.defaultLocation`.
///
/// ```swift
/// let pipeline = CoveragePipeline(packagePath: ".", samples: samples) { print($0) }
/// let report = try await pipeline.run()
/// ```
public struct CoveragePipeline {
  /// The conformance suite's test target.
  public static let conformanceModules = ["ConformanceTests"]

  public var packagePath: String
  public var samples: [Sample]
  public var conformanceModules: [String]
  /// Measure again even when the cache matches.
  public var fresh: Bool
  /// The `PATH` to find `swift` on.
  public var searchPath: String?
  public var progress: (String) -> Void

  public init(
    packagePath: String, samples: [Sample], conformanceModules: [String] = Self.conformanceModules,
    fresh: Bool = false, searchPath: String? = ProcessInfo.processInfo.environment["PATH"],
    progress: @escaping (String) -> Void
  ) {
    self.packagePath = packagePath
    self.samples = samples
    self.conformanceModules = conformanceModules
    self.fresh = fresh
    self.searchPath = searchPath
    self.progress = progress
  }

  var unitSelection: TestSelection { TestSelection(name: "unit", modules: samples.flatMap(\.testModules)) }
  var conformanceSelection: TestSelection { TestSelection(name: "conformance", modules: conformanceModules) }

  /// Measures, or reuses the cache, and returns the report of every sample.
  ///
  /// - Throws: `CoverageError`; `.testsFailed` names every failing test of both runs.
  public func run() async throws -> CoverageReport {
    let started = Date()
    let layout = try PackageLayout(packagePath: packagePath, samples: samples)
    let toolchain = try Toolchain.locate(searchPath: searchPath)
    let version = try await toolchain.version()
    let key = try InputKey.compute(
      packageRoot: layout.root, toolchainVersion: version, selections: [unitSelection, conformanceSelection])
    let cache = CoverageCache(packageRoot: layout.root)
    let reportURL = CoverageReport.defaultLocation(packageRoot: layout.root)

    let measurements: Measurements
    if !fresh, let cached = cache.load(key: key, unit: unitSelection, conformance: conformanceSelection) {
      let when = ISO8601Formatting.string(from: cached.measuredAt)
      progress("[cache] no input changed since \(when); reusing that measurement (--fresh measures again)")
      measurements = cached
    } else {
      try cache.invalidate(reportAt: reportURL)
      measurements = try await measure(layout: layout, toolchain: toolchain, version: version, key: key, cache: cache)
      try cache.save(measurements)
    }

    var sources: [String: SampleSources] = [:]
    for sample in samples { sources[sample.id] = try SampleSources.read(sample, packageRoot: layout.root) }
    let report = ReportAssembler(packageRoot: layout.root, samples: samples).assemble(measurements, sources: sources)
    try AtomicFile.write(try report.json(), to: reportURL)
    progress("done in \(Self.duration(since: started)); the full report is in \(reportURL.path)")
    return report
  }

  /// The key the current inputs have; a saved report is current while its `inputKey`
  /// equals this.
  public func currentInputKey() async throws -> String {
    let layout = try PackageLayout(packagePath: packagePath, samples: samples)
    let version = try await Toolchain.locate(searchPath: searchPath).version()
    return try InputKey.compute(
      packageRoot: layout.root, toolchainVersion: version, selections: [unitSelection, conformanceSelection])
  }

  private func measure(
    layout: PackageLayout, toolchain: Toolchain, version: String, key: String, cache: CoverageCache
  ) async throws -> Measurements {
    let build = InstrumentedBuild(toolchain: toolchain, packageRoot: layout.root)
    progress(
      "[1/4] building the samples and their tests with coverage in \(InstrumentedBuild.scratchFolder) (ARCHBENCH_SAMPLES_ONLY=1)…"
    )
    var step = Date()
    let binary = try await build.run(progress: progress)
    progress("      built in \(Self.duration(since: step))")

    let runner = TestRunner(binary: binary, packageRoot: layout.root, workDirectory: cache.directory)
    let unit = unitSelection
    let conformance = conformanceSelection
    progress("[2/4] running the samples' own tests (\(unit.modules.joined(separator: ", ")))…")
    step = Date()
    let unitRun = try await runner.run(unit)
    progress("      " + Self.describe(unitRun.summary, since: step))
    progress("[3/4] running the conformance suite (\(conformance.modules.joined(separator: ", ")))…")
    step = Date()
    let conformanceRun = try await runner.run(conformance)
    progress("      " + Self.describe(conformanceRun.summary, since: step))

    // As with `swift test --enable-code-coverage`, a failing run has no coverage: the
    // numbers would describe code that does not work.
    let failures = unitRun.summary.failures + conformanceRun.summary.failures
    guard failures.isEmpty else { throw CoverageError.testsFailed(failures) }

    progress("[4/4] merging and exporting the profiles with \(toolchain.binDirectory.path)/llvm-profdata, llvm-cov…")
    let exporter = ProfileExporter(toolchain: toolchain)
    var exports: [CoverageExport] = []
    for (selection, run) in [(unit, unitRun), (conformance, conformanceRun)] {
      guard !run.profiles.isEmpty || selection.modules.isEmpty else {
        throw CoverageError.noProfileWritten(
          selection: selection.name, directory: runner.profileDirectory(for: selection).path)
      }
      if run.profiles.isEmpty {
        try AtomicFile.write(CoverageExport.emptyDocument, to: cache.exportURL(for: selection))
        exports.append(try CoverageExport(json: CoverageExport.emptyDocument))
      } else {
        exports.append(
          try await exporter.export(
            profiles: run.profiles, binary: binary, profdata: cache.profdataURL(for: selection),
            exportFile: cache.exportURL(for: selection)))
      }
    }
    return Measurements(
      inputKey: key, toolchain: version, measuredAt: Date(), unitRun: unitRun.summary,
      conformanceRun: conformanceRun.summary, unitExport: exports[0], conformanceExport: exports[1])
  }

  private static func describe(_ summary: TestRunSummary, since start: Date) -> String {
    let total = summary.total
    let outcome = summary.failures.isEmpty ? "passed" : "\(summary.failures.count) failed"
    return "\(total.tests) tests (\(total.cases) cases) \(outcome) in \(duration(since: start))"
  }

  static func duration(since start: Date) -> String {
    let seconds = Date().timeIntervalSince(start)
    if seconds < 60 { return String(format: "%.1f s", seconds) }
    return "\(Int(seconds) / 60) min \(Int(seconds) % 60) s"
  }
}
