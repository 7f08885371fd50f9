import Coverage
import Foundation
import LatencyModel
import Reports

/// Measures everything the gate compares: `archbench report`'s collection for sizes, tests,
/// coverage and conformance (coverage reused while no input changed, since it is exact),
/// `runs` fresh latency runs, whose medians make the timing figures, and one instruction pass
/// under callgrind, whose counts need no median.
///
/// ```swift
/// let collector = GateCollector(packageRoot: root, samples: samples, latencyRuns: 3) { print($0) }
/// let measured = try await collector.measure()
/// ```
public struct GateCollector {
  public var packageRoot: URL
  public var samples: [Sample]
  public var latencyRuns: Int
  /// What each `archbench latency` run measures, e.g. `LatencyRequest(iterations: 60)`.
  public var latency: LatencyRequest
  /// What the `archbench latency --instructions` pass counts, e.g. `LatencyRequest(sizes: [10, 100])`.
  public var instructions: LatencyRequest
  /// The measuring program (`archbench-measure`) that runs the latency benchmark in a child process.
  public var executable: URL
  public var progress: (String) -> Void

  public init(
    packageRoot: URL, samples: [Sample], latencyRuns: Int, latency: LatencyRequest = LatencyRequest(),
    instructions: LatencyRequest = LatencyRequest(), executable: URL = MeasuringProgram().executable,
    progress: @escaping (String) -> Void
  ) {
    self.packageRoot = packageRoot
    self.samples = samples
    self.latencyRuns = latencyRuns
    self.latency = latency
    self.instructions = instructions
    self.executable = executable
    self.progress = progress
  }

  public func measure() async throws -> GateMeasurement {
    // The gate's metrics need neither the history nor the exercises, which build a tree of their own.
    let options = ReportCollector.Options(
      coverage: true, conformance: true, latency: false, instructions: false, history: false, exercises: false,
      fresh: false)
    let data = try await ReportCollector(
      packageRoot: packageRoot, samples: samples, options: options, progress: progress
    )
    .collect()
    var runs: [LatencyReport] = []
    for run in 0..<latencyRuns {
      progress("[check] latency run \(run + 1) of \(latencyRuns)…")
      runs.append(
        try await LatencyPhase(
          packageRoot: packageRoot, executable: executable, fresh: true, request: latency,
          progress: { progress("  " + $0) }
        ).run())
    }
    progress("[check] counting instructions under callgrind…")
    let instructions: InstructionReport
    do {
      instructions = try await InstructionPhase(
        packageRoot: packageRoot, executable: executable, request: self.instructions
      ).run()
    } catch ReportError.phaseFailed(_, let status) {
      throw GateError.measurementFailed("archbench-measure (instructions) exited with status \(status)")
    } catch let error as UnreadableFile {
      throw GateError.measurementFailed(error.description)
    }
    let measuredInputs = try await MeasuredInputs.fingerprint(
      packageRoot: packageRoot, buildConfiguration: instructions.run.buildConfiguration,
      toolchain: instructions.run.toolchain, valgrind: instructions.run.valgrindVersion)
    return GateMeasurement(
      metrics: GateMetrics.make(from: data, latencyRuns: runs, instructions: instructions), data: data,
      tools: CountingTools(valgrind: instructions.run.valgrindVersion, toolchain: instructions.run.toolchain),
      measuredInputs: measuredInputs)
  }
}
