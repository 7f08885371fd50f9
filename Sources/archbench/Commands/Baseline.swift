import ArgumentParser
import Foundation
import Gate
import Reports
import SampleRegistry
import Support

/// `archbench baseline`: the numbers `archbench check` compares against.
struct BaselineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "baseline",
    abstract: "Manage the baseline that archbench check compares against.",
    subcommands: [Update.self, Inputs.self]
  )

  /// `archbench baseline update`: measures now and writes the baseline.
  struct Update: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Measure sizes, tests, coverage, conformance, allocations and latency, and write the baseline.",
      discussion: """
        Writes Benchmarks/baseline.json atomically, with the fingerprint of the measured inputs (archbench \
        baseline inputs). Timing figures are medians over --latency-runs runs of archbench latency; archbench \
        check measures with the same runs and iterations. Build the measuring program in release \
        (Scripts/report.sh builds .build-release/release/archbench-measure). Exit status: \(exit: .success) success, \
        \(exit: .failure) error, \(exit: .badArgument) bad argument.
        """
    )

    @OptionGroup var measuring: GateMeasuringOptions

    @Option(help: "The baseline file to write.")
    var output = "Benchmarks/baseline.json"

    func validate() throws { try measuring.validate() }

    func run() async throws {
      let root = measuring.packageRoot
      let target = URL(fileURLWithPath: output, relativeTo: root).standardizedFileURL
      try checkOutputs(target.path, createsFolders: true)
      let arguments = GateMeasuringOptions.latencyArguments(iterations: measuring.iterations)
      let measured = try await measuring.measure(
        runs: measuring.latencyRuns ?? 3, latencyArguments: arguments,
        instructionArguments: GateMeasuringOptions.instructionArguments)
      let provenance = await ProvenanceReader.current(packageRoot: root, skipped: [])
      let baseline = Baseline(
        commit: provenance.commit, createdAt: provenance.date, latencyRuns: measuring.latencyRuns ?? 3,
        latencyArguments: arguments, instructionArguments: GateMeasuringOptions.instructionArguments,
        tools: measured.tools, metrics: measured.metrics, measuredInputs: measured.measuredInputs)
      do {
        try AtomicFile.write(try baseline.json(), to: target, creatingFolders: true)
      } catch let error as FileWriteError {
        throw CommandFailure(error)
      } catch {
        throw CommandFailure("cannot write \(target.path): \(error.localizedDescription)")
      }
      standardError("[baseline] wrote \(baseline.metrics.count) metrics to \(target.path)")
    }
  }
}
