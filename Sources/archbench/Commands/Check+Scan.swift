import ArgumentParser
import CodeMetrics
import Foundation
import Gate
import Rules
import Support

extension CheckCommand {
  /// `archbench check --scan PATH`: the project's scan against the limits and a scan baseline.
  func checkScan(_ path: String) throws {
    try refuseSameFile(
      outputs: [("--write-baseline", scanning.writeBaseline)],
      inputs: [("--baseline", baseline), ("--thresholds", thresholds), ("--config", scanning.config)])
    let limits: ScanThresholds
    let frozen: ScanBaseline?
    let rules: RulesConfiguration?
    do {
      limits = try thresholds.map { try ScanThresholds.load(from: URL(fileURLWithPath: $0)) } ?? .defaults
      frozen = try baseline.map { try ScanBaseline.load(from: URL(fileURLWithPath: $0)) }
      if let config = scanning.config {
        rules = try RulesConfiguration.load(from: config)
      } else {
        rules = scanning.arch.map { .defaults(for: $0) }
      }
    } catch let error as GateError {
      throw CommandFailure(error)
    } catch let error as RulesRunner.Failure {
      throw CommandFailure(error)
    }
    if let writeBaseline = scanning.writeBaseline {
      do {
        try OutputFile.checkDestination(writeBaseline)
      } catch {
        throw CommandFailure(error)
      }
    }
    let items: [ScanItem]
    let issues: [ScanIssue]
    do {
      (items, issues) = try ScanCollector(root: path, modulesByFolder: scanning.modulesByFolder, rules: rules)
        .collectReporting(limits: limits)
    } catch {
      throw CommandFailure(error)
    }
    // As `scan` does: each file measured with a warning or left out is named; a check that
    // otherwise passes exits 3, a regression or an improvement keeps its status.
    ScanCommand.report(issues)
    if let writeBaseline = scanning.writeBaseline {
      let written = ScanBaseline(root: path, thresholds: limits, items: items)
      do {
        try AtomicFile.write(written.json(), to: URL(fileURLWithPath: writeBaseline))
      } catch {
        throw CommandFailure(error)
      }
      let count = written.metrics.count
      standardError(
        "Wrote \(writeBaseline): \(count) \(count == 1 ? "item over its limit" : "items over their limits") frozen.")
      try ScanCommand.passed(issues)
      return
    }
    let comparison = Comparison(scan: items, baseline: frozen?.metrics ?? [])
    let update = "archbench check --scan \(path) --write-baseline \(baseline ?? "FILE")"
    print(
      try CheckRenderer.render(
        scan: comparison, items: items, as: format.value, changesOnly: changesOnly, update: update),
      terminator: "")
    if format.value != .text { standardError(CheckRenderer.summary(comparison, update: update)) }
    if comparison.outcome != .unchanged { throw ExitStatus(comparison.outcome).exitCode }
    try ScanCommand.passed(issues)
  }
}
