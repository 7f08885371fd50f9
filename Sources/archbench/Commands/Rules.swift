import ArgumentParser
import CodeMetrics
import Foundation
import Rules
import SampleRegistry
import Support

/// `archbench rules`: does the code follow its architecture's rules?
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "Check that code follows its architecture's rules (VIPER, VIP, MVP, MVVM, MVVM-C, Clean, Redux, MVC).",
    discussion: """
      Roles come from archbench scan's classification; references, imports, stored properties, calls and \
      assignments from swift-syntax. Production code only. Without --arch or --config, PATH (default Samples) \
      holds this project's samples, each checked against its own architecture's rules. --arch names the \
      architecture of the code at PATH; --config maps any project onto one (Docs/rules.md).

      --catalog lists the rules instead of checking code: as text, or with --format markdown as \
      Docs/rules.md, which is generated that way.

      --write-baseline FILE freezes today's violations in FILE (atomically); --baseline FILE then fails only \
      on violations FILE does not hold, keyed by rule, file, enclosing declaration and the line's text, so that \
      moving code does not unfreeze it (Docs/rules.md).

      A file over the 3 MiB structure limit is not parsed: a warning names it (Docs/scan.md).

      Exit status: \(exit: .success) no violation (with --baseline: no new one; with --write-baseline: written); \
      \(exit: .checkFailed) violations (with --baseline: new ones); \(exit: .improvementsOnly) with --baseline, no new \
      violation but baselined ones fixed (update the baseline); \(exit: .scannedWithIssues) as \(exit: .success), but \
      some files were left out, each named in a warning (over the structure limit, unreadable, a link left \
      unfollowed); \(exit: .failure) an error (a missing path, nothing to check, an unreadable configuration or \
      baseline, an unknown architecture, an unwritable output); \(exit: .badArgument) bad arguments.
      """
  )

  @Argument(help: "The code to check; default Samples, every sample against its architecture.")
  var path: String = "Samples"

  @Option(help: "The architecture of the code at PATH: \(RuleCatalog.architectures.joined(separator: ", ")).")
  var arch: String?

  @Option(help: ArgumentHelp("A JSON file mapping the code onto an architecture (Docs/rules.md).", valueName: "file"))
  var config: String?

  @Flag(help: "List the rules instead of checking code: a line each, or with --format markdown Docs/rules.md.")
  var catalog = false

  @Option(help: "The output format: text, json or sarif; text or markdown with --catalog.")
  var format = FormatOption<RulesCommand>(.first(.text))

  @Option(help: ArgumentHelp("Write the output to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: ArgumentHelp("Fail only on violations this baseline does not hold.", valueName: "file"))
  var baseline: String?

  @Option(
    help: ArgumentHelp(
      "Record today's violations in this baseline file, and exit \(exit: .success).", valueName: "file"))
  var writeBaseline: String?

  func validate() throws {
    if arch != nil && config != nil { throw ValidationError("--arch and --config exclude each other.") }
    if baseline != nil && writeBaseline != nil {
      throw ValidationError("--baseline compares with a baseline, --write-baseline records one: give one.")
    }
    if catalog && (baseline != nil || writeBaseline != nil) {
      throw ValidationError("--catalog lists every rule; it takes no baseline.")
    }
    if catalog {
      if arch != nil || config != nil {
        throw ValidationError("--catalog lists every rule; it takes no --arch or --config.")
      }
      if RuleCatalogRenderer.Format(format.value) == nil {
        throw ValidationError("--catalog writes text or markdown.")
      }
    } else if RulesRenderer.Format(format.value) == nil {
      throw ValidationError("--format \(format.value.rawValue) is for --catalog; a check writes text, json or sarif.")
    }
  }

  func run() throws {
    try refuseSameFile(
      outputs: [("--output", output), ("--write-baseline", writeBaseline)],
      inputs: [("--baseline", baseline), ("--config", config)])
    try checkOutputs(output, writeBaseline)
    let names = Dictionary(uniqueKeysWithValues: Architecture.all.map { ($0.id, $0.name) })
    if catalog {
      try writeOutput(RuleCatalogRenderer.render(names: names, as: catalogFormat), to: output)
      return
    }
    let reports: [RuleReport]
    let issues: [ScanIssue]
    do {
      (reports, issues) = try check()
    } catch {
      throw CommandFailure(error)
    }
    // A file left out (over the structure limit, unreadable) is named, and a run that would
    // otherwise pass exits 3; violations keep their status.
    ScanCommand.report(issues)
    if let writeBaseline {
      try record(reports, in: writeBaseline, names: names)
      try ScanCommand.passed(issues)
      return
    }
    if let baseline {
      try compare(reports, with: baseline, names: names)
      try ScanCommand.passed(issues)
      return
    }
    // validate() leaves a check the formats RulesRenderer writes.
    try writeOutput(RulesRenderer.render(reports, names: names, as: checkFormat), to: output)
    if reports.contains(where: { !$0.violations.isEmpty }) { throw ExitStatus.checkFailed.exitCode }
    try ScanCommand.passed(issues)
  }
}

extension RulesCommand: FormatChoices {
  /// A check's formats, then the catalog's Markdown; validate() pairs each with its mode.
  typealias Format = FormatUnion<RulesRenderer.Format, RuleCatalogRenderer.Format>

  /// The format of a check; validate() has refused the catalog's own.
  var checkFormat: RulesRenderer.Format {
    guard let format = RulesRenderer.Format(format.value) else {
      preconditionFailure("validate() lets no catalog format through to a check")
    }
    return format
  }

  /// The format of the catalog; validate() has refused a check's own.
  var catalogFormat: RuleCatalogRenderer.Format {
    guard let format = RuleCatalogRenderer.Format(format.value) else {
      preconditionFailure("validate() lets no check format through to --catalog")
    }
    return format
  }
}
