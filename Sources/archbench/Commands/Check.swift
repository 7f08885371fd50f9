import ArgumentParser
import Foundation
import Gate
import Latency
import Reports
import Support

/// `archbench check`: measures now, compares with the baseline, and exits like package-benchmark.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Compare fresh measurements with the baseline: a CI regression gate.",
    discussion: """
      Exact metrics (files, lines, tests, conformance, allocations) are compared strictly, with the allowances \
      of the thresholds file; coverage by points; instructions per dispatch, counted by callgrind, by a small \
      relative threshold; timing as the median over several runs of the ratio to the in-run reference, by a \
      relative threshold, shown (from one run) but gated only with --strict-timing (then with the baseline's \
      runs). A baseline whose instructions were \
      counted with another valgrind or Swift compiler is refused (exit 1). Prints metric, architecture, baseline, now, change and \
      verdict. Exit status: 0 no change beyond the thresholds, 2 a regression, 4 improvements only (update \
      the baseline), 1 an error (unreadable or incompatible baseline or thresholds, a failed measurement), \
      64 bad argument.
      """
  )

  @Option(help: "The baseline to compare with.")
  var baseline = "Benchmarks/baseline.json"

  @Option(help: "The thresholds file (default: Benchmarks/thresholds.json, or the embedded defaults without it).")
  var thresholds: String?

  @Option(
    help: """
      The output format: markdown is a CI job summary, github-benchmark customSmallerIsBetter JSON, junit the \
      conformance matrix.
      """)
  var format = FormatOption<CheckCommand>(.text)

  @Flag(help: "In the table, show only the metrics that changed beyond their threshold.")
  var changesOnly = false

  @Flag(help: "Let the timing rows fail the check too (by default they are shown, not gated).")
  var strictTiming = false

  @OptionGroup var measuring: GateMeasuringOptions

  func validate() throws { try measuring.validate() }

  @MainActor
  func run() async throws {
    let root = measuring.packageRoot
    let reference: Baseline
    let limits: Thresholds
    do {
      reference = try Baseline.load(from: URL(fileURLWithPath: baseline, relativeTo: root).standardizedFileURL)
      let defaultFile = root.appendingPathComponent("Benchmarks/thresholds.json")
      if let thresholds {
        limits = try Thresholds.load(from: URL(fileURLWithPath: thresholds, relativeTo: root).standardizedFileURL)
      } else if FileManager.default.fileExists(atPath: defaultFile.path) {
        limits = try Thresholds.load(from: defaultFile)
      } else {
        limits = .defaults
      }
    } catch {
      standardError("Error: \(error)")
      throw ExitStatus.failure.exitCode
    }
    // Before measuring: counts from other tools would read as a wall of changes.
    do {
      let here = CountingTools(
        valgrind: try await InstructionRun.valgrindVersion(), toolchain: await InstructionRun.toolchain())
      if let reason = reference.tools.mismatch(with: here) {
        throw GateError.otherTools(path: baseline, reason: reason)
      }
    } catch {
      standardError("Error: \(error)")
      throw ExitStatus.failure.exitCode
    }
    // Measure the way the baseline was measured, unless told otherwise. Timing that does not
    // gate is shown from one run: the baseline's three would cost two more minutes a check.
    let arguments =
      measuring.latencyIterations == nil
      ? reference.latencyArguments
      : GateMeasuringOptions.latencyArguments(iterations: measuring.iterations)
    let measured = try await measuring.measure(
      runs: measuring.latencyRuns ?? (strictTiming ? reference.latencyRuns : 1), latencyArguments: arguments,
      instructionArguments: reference.instructionArguments)
    let comparison = Comparison(
      baseline: reference.metrics, now: measured.metrics, thresholds: limits, strictTiming: strictTiming)
    do {
      print(
        try CheckOutput.render(comparison, of: measured, as: format.value, changesOnly: changesOnly), terminator: "")
    } catch let error as GateError {
      standardError("Error: \(error)")
      throw ExitStatus.failure.exitCode
    }
    // The text table ends with the summary; the other formats are for programs and files.
    if format.value != .text { standardError(CheckOutput.summary(comparison)) }
    if comparison.outcome != .unchanged { throw ExitStatus(comparison.outcome).exitCode }
  }
}

extension CheckCommand: FormatChoices {
  static var formats: [OutputFormat] { CheckOutput.formats }
}
