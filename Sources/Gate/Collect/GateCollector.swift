import Coverage
import Foundation
import Latency
import Reports

/// Measures everything the gate compares: `archbench report`'s collection for sizes, tests,
/// coverage and conformance (coverage reused while no input changed, since it is exact), and
/// `runs` fresh latency runs, whose medians make the timing figures.
///
/// ```swift
/// let collector = GateCollector(packageRoot: root, samples: samples, latencyRuns: 3) { print($0) }
/// let measured = try collector.measure()
/// ```
public struct GateCollector {
  public var packageRoot: URL
  public var samples: [Sample]
  public var latencyRuns: Int
  /// Arguments for each `archbench latency` run, e.g. `["--iterations", "60"]`.
  public var latencyArguments: [String]
  /// The `archbench` that runs the latency benchmark in a child process.
  public var executable: URL
  public var progress: (String) -> Void

  public init(
    packageRoot: URL, samples: [Sample], latencyRuns: Int, latencyArguments: [String] = [],
    executable: URL = URL(fileURLWithPath: "/proc/self/exe"), progress: @escaping (String) -> Void
  ) {
    self.packageRoot = packageRoot
    self.samples = samples
    self.latencyRuns = latencyRuns
    self.latencyArguments = latencyArguments
    self.executable = executable
    self.progress = progress
  }

  /// What was measured: the metrics, and the report data they came from (for JUnit).
  public struct Measured {
    public var metrics: [GateMetric]
    public var data: ReportData
  }

  public func measure() throws -> Measured {
    // The gate's metrics need neither the history nor the exercises, which build a tree of their own.
    let options = ReportCollector.Options(
      coverage: true, conformance: true, latency: false, history: false, exercises: false, fresh: false)
    let data = try ReportCollector(packageRoot: packageRoot, samples: samples, options: options, progress: progress)
      .collect()
    var runs: [LatencyReport] = []
    for run in 0..<latencyRuns {
      progress("[check] latency run \(run + 1) of \(latencyRuns)…")
      runs.append(
        try LatencyPhase(
          packageRoot: packageRoot, executable: executable, fresh: true, arguments: latencyArguments,
          progress: { progress("  " + $0) }
        ).run())
    }
    return Measured(metrics: GateMetrics.make(from: data, latencyRuns: runs), data: data)
  }
}
