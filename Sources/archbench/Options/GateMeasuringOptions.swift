import ArgumentParser
import Coverage
import Foundation
import Gate
import LatencyModel
import Reports
import SampleRegistry

/// The options `archbench baseline update` and `archbench check` share: what to measure and how.
struct GateMeasuringOptions: ParsableArguments {
  @Option(
    help: """
      Latency runs whose median makes each timing figure (baseline update: 3; check: the baseline's with \
      --strict-timing, else 1).
      """)
  var latencyRuns: Int?

  @Option(help: "Iterations per latency step and size (default: 60, or the baseline's).")
  var latencyIterations: Int?

  /// How the gate runs the benchmark: fewer iterations than a report, 2 rounds, and sizes up to
  /// 1,000 events, so that one run takes about 30 s on 2 cores; the figures gated are ratios to
  /// the reference and allocation counts, which these settings measure as well as the full run.
  static func latencyArguments(iterations: Int) -> [String] {
    ["--iterations", "\(iterations)", "--rounds", "2", "--sizes", "10", "100", "1000"]
  }

  /// How the gate counts instructions: the steps at 10 and 100 events (1,000 would double the
  /// pass, which takes about two minutes), 3 counted dispatches after 2 uncounted.
  static let instructionArguments = ["--sizes", "10", "100", "--counted-iterations", "3", "--warm-up", "2"]

  /// `--latency-iterations`, else 60; a check without it reuses the baseline's arguments whole.
  var iterations: Int { latencyIterations ?? 60 }

  @Option(help: "The package to measure.")
  var packagePath = "."

  @Option(
    help: ArgumentHelp(
      "The measuring program (default: archbench-measure beside archbench), e.g. a release one for a debug archbench.",
      valueName: "path"))
  var measuringProgram: String?

  /// The measuring program these options name.
  var program: MeasuringProgram {
    measuringProgram.map { MeasuringProgram(executable: URL(fileURLWithPath: $0).standardizedFileURL) }
      ?? MeasuringProgram()
  }

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
  func measure(
    runs: Int, latencyArguments: [String], instructionArguments: [String]
  ) async throws
    -> GateMeasurement
  {
    do {
      try program.checkBuilt()
      let collector = GateCollector(
        packageRoot: packageRoot, samples: Architecture.all.map(\.sample), latencyRuns: runs,
        latency: try Self.request(latencyArguments), instructions: try Self.request(instructionArguments),
        executable: program.executable, progress: standardError)
      return try await collector.measure()
    } catch {
      throw CommandFailure(error)
    }
  }

  /// The request that `archbench latency` arguments make, as a baseline stores them
  /// (`["--iterations", "60", "--rounds", "2"]`): parsed by the latency command itself.
  static func request(_ arguments: [String]) throws -> LatencyRequest {
    do {
      return try LatencyCommand.parse(arguments).optionsRequest
    } catch {
      throw ValidationError(
        "the latency arguments \(arguments.joined(separator: " ")) are not valid: \(LatencyCommand.message(for: error))"
      )
    }
  }
}
