import ArgumentParser
import Coverage
import Foundation
import Gate
import Reports
import SampleRegistry

/// The options `archbench baseline update` and `archbench check` share: what to measure and how.
struct GateMeasuringOptions: ParsableArguments {
  @Option(help: "Latency runs whose median makes each timing figure (default: 3, or the baseline's).")
  var latencyRuns: Int?

  @Option(help: "Iterations per latency step and size (default: 60, or the baseline's).")
  var latencyIterations: Int?

  @Option(help: "The package to measure.")
  var packagePath = "."

  var packageRoot: URL { URL(fileURLWithPath: packagePath).standardizedFileURL }

  func validate() throws {
    if let latencyRuns, latencyRuns < 1 {
      throw ValidationError("--latency-runs must be at least 1, not \(latencyRuns).")
    }
    if let latencyIterations, latencyIterations < 1 {
      throw ValidationError("--latency-iterations must be at least 1, not \(latencyIterations).")
    }
  }

  /// Measures every registered architecture; a failure is one line on standard error and exit 1.
  func measure(runs: Int, iterations: Int) throws -> GateCollector.Measured {
    let collector = GateCollector(
      packageRoot: packageRoot, samples: Architecture.all.map(\.sample), latencyRuns: runs,
      latencyArguments: ["--iterations", "\(iterations)"], progress: standardError)
    do {
      return try collector.measure()
    } catch {
      standardError("Error: \(error)")
      throw ExitCode(1)
    }
  }
}
