import Foundation
import Rules
import Support

extension RulesCommand {
  /// `--write-baseline FILE`: today's violations frozen in `file` (atomically), and the report
  /// written as a check writes it; the run passes whatever the violations.
  ///
  /// ```swift
  /// try record(reports, in: "rules-baseline.json", names: names)  // Wrote rules-baseline.json: 3 violations frozen.
  /// ```
  func record(_ reports: [RuleReport], in file: String, names: [String: String]) throws {
    let keys = reports.flatMap { ViolationKey.keys(of: $0) }
    do {
      try AtomicFile.write(RulesBaseline(violations: keys).json(), to: URL(fileURLWithPath: file))
    } catch {
      throw CommandFailure(error)
    }
    try writeOutput(RulesRenderer.render(reports, names: names, as: checkFormat), to: output)
    standardError("Wrote \(file): \(keys.count) \(keys.count == 1 ? "violation" : "violations") frozen.")
  }

  /// `--baseline FILE`: today's violations against a baseline: new ones exit 2, fixed ones alone 4.
  func compare(_ reports: [RuleReport], with file: String, names: [String: String]) throws {
    let frozen: RulesBaseline
    do {
      frozen = try RulesBaseline.load(from: URL(fileURLWithPath: file))
    } catch {
      throw CommandFailure(error)
    }
    let seen = BaselinedReport.match(reports, keys: reports.map { ViolationKey.keys(of: $0) }, baseline: frozen)
    try writeOutput(RulesRenderer.render(seen, names: names, as: checkFormat, baseline: file), to: output)
    switch BaselinedReport.outcome(seen) {
    case .newViolations: throw ExitStatus.checkFailed.exitCode
    case .fixedOnly: throw ExitStatus.improvementsOnly.exitCode
    case .unchanged: return
    }
  }
}
