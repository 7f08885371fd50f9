import CodeMetrics
import Foundation
import Rules
import SampleRegistry

extension RulesCommand {
  /// Each target's report, and what was left out of them all.
  ///
  /// ```swift
  /// let (reports, issues) = try check()  // Samples/: one report per sample, against its architecture
  /// ```
  func check() throws(RulesRunner.Failure) -> ([RuleReport], [ScanIssue]) {
    var reports: [RuleReport] = []
    var issues: [ScanIssue] = []
    for (root, configuration) in try targets() {
      let (report, found) = try RulesRunner.run(root: root, configuration: configuration)
      reports.append(report)
      issues += found
    }
    return (reports, issues)
  }

  /// Each folder to check with its configuration: PATH with --config or --arch, else each
  /// sample folder of PATH (Samples/) with its own architecture's rules.
  func targets() throws(RulesRunner.Failure) -> [(String, RulesConfiguration)] {
    if let config { return [(path, try RulesConfiguration.load(from: config))] }
    if let arch { return [(path, .defaults(for: arch))] }
    guard FileManager.default.fileExists(atPath: path) else { throw .scan("no such path: \(path)") }
    // Samples/: each architecture's folder, by the registry.
    let base = URL(fileURLWithPath: path)
    let targets = Architecture.all.compactMap { architecture -> (String, RulesConfiguration)? in
      let folder = base.appendingPathComponent(URL(fileURLWithPath: architecture.directory).lastPathComponent)
        .appendingPathComponent("Sources")
      guard FileManager.default.fileExists(atPath: folder.path) else { return nil }
      return (folder.path, .defaults(for: architecture.id))
    }
    guard !targets.isEmpty else {
      throw .nothingToCheck(
        path, reason: "it holds no sample folder (MVC/Sources, …); give --arch or --config to check other code")
    }
    return targets
  }
}
