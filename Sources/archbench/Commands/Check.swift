import ArgumentParser
import Foundation
import Gate
import Reports
import Rules
import Support

/// `archbench check`: measures now, compares with the baseline, and exits like package-benchmark.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Compare fresh measurements with the baseline: a CI regression gate.",
    discussion: """
      Exact metrics (files, lines, tests, conformance, allocations) are compared strictly, with the allowances of the \
      thresholds file; coverage by points; instructions per dispatch, counted by callgrind, by a small relative \
      threshold; timing as the median over several runs of the ratio to the in-run reference, by a relative threshold, \
      shown (from one run) but gated only with --strict-timing (then with the baseline's runs). A baseline whose \
      instructions were counted with another valgrind or Swift compiler is refused (exit \(exit: .failure)). Prints \
      metric, architecture, baseline, now, change and verdict. Exit status: \(exit: .success) no change beyond the \
      thresholds, \(exit: .checkFailed) a regression, \(exit: .improvementsOnly) improvements only (update the \
      baseline), \(exit: .failure) an error (unreadable or incompatible baseline or thresholds, a failed measurement), \
      \(exit: .badArgument) bad argument.

      --scan PATH gates a project's own code instead, without the samples: functions above the cyclomatic \
      or cognitive limit, modules in the zone of pain, and with --arch or --config rule violations, against \
      the thresholds file's scan section and a scan baseline (--baseline; --write-baseline records one). \
      Same table, formats and exit statuses (Docs/check.md), and \(exit: .scannedWithIssues) where it would \
      exit \(exit: .success) but some files \
      were measured with a warning (a file over the 3 MiB structure limit: lines only), each named.
      """
  )

  @Option(help: "The baseline to compare with (default: Benchmarks/baseline.json; with --scan, none).")
  var baseline: String?

  @OptionGroup var scanning: CheckScanOptions

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

  func validate() throws {
    try measuring.validate()
    try scanning.validate(baseline: baseline, strictTiming: strictTiming)
  }

  @MainActor
  func run() async throws {
    if let scan = scanning.scan {
      try checkScan(scan)
      return
    }
    let setup: GateSetup
    do {
      setup = try GateSetup.load(packageRoot: measuring.packageRoot, baseline: baseline, thresholds: thresholds)
      try await setup.checkCountingTools()
    } catch {
      throw CommandFailure(error)
    }
    let reference = setup.baseline
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
      baseline: reference.metrics, now: measured.metrics, thresholds: setup.thresholds, strictTiming: strictTiming,
      sameMeasuredInputs: reference.measuredInputs == measured.measuredInputs)
    do {
      print(
        try CheckRenderer.render(comparison, of: measured, as: format.value, changesOnly: changesOnly), terminator: "")
    } catch let error as GateError {
      throw CommandFailure(error)
    }
    // The text table ends with the summary; the other formats are for programs and files.
    if format.value != .text { standardError(CheckRenderer.summary(comparison)) }
    if comparison.outcome != .unchanged { throw ExitStatus(comparison.outcome).exitCode }
  }
}

extension CheckCommand: FormatChoices {
  /// The gate's formats, which --scan writes too.
  typealias Format = CheckRenderer.Format
}
