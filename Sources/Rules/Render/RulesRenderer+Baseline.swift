import Support

extension RulesRenderer {
  /// `reports` seen through a baseline in `format`: new violations as
  /// without one, baselined ones marked, fixed ones listed; SARIF marks each result's
  /// `baselineState` (`new`, `unchanged`, `absent`).
  public static func render(
    _ reports: [BaselinedReport], names: [String: String] = [:], as format: Format, baseline file: String
  ) -> String {
    switch format {
    case .text: text(reports, names: names, baseline: file)
    case .json: json(reports, baseline: file)
    case .sarif: sarif(reports)
    }
  }

  /// New violations first, as without a baseline; then baselined ones, then fixed ones; then a
  /// line per codebase and the conclusion.
  public static func text(
    _ reports: [BaselinedReport], names: [String: String] = [:], baseline file: String
  )
    -> String
  {
    var text = ""
    func line(_ report: RuleReport, _ violation: Violation, _ suffix: String) {
      text +=
        Escaping.terminal(
          "\(report.path(of: violation.path)):\(violation.line):\(violation.column): \(violation.rule): "
            + violation.message + suffix) + "\n"
    }
    for seen in reports {
      for (violation, state) in zip(seen.report.violations, seen.match.states) where state == .new {
        line(seen.report, violation, "")
      }
    }
    for seen in reports {
      for (violation, state) in zip(seen.report.violations, seen.match.states) where state == .unchanged {
        line(seen.report, violation, " (baselined)")
      }
    }
    for seen in reports {
      for key in seen.match.absent {
        text +=
          Escaping.terminal(
            "\(seen.report.path(of: key.path)):\(key.line): \(key.rule): fixed (in \(key.enclosing): \(key.snippet))")
          + "\n"
      }
    }
    for seen in reports {
      let count = seen.report.violations.count
      text +=
        "\(names[seen.report.architecture] ?? seen.report.architecture): \(seen.report.rules.count) rules, "
        + "\(count) \(count == 1 ? "violation" : "violations") (\(seen.match.newCount) new, "
        + "\(seen.match.unchangedCount) baselined), \(seen.match.absent.count) fixed\n"
    }
    let new = reports.map(\.match.newCount).reduce(0, +)
    let fixed = reports.map(\.match.absent.count).reduce(0, +)
    // The statuses are archbench rules' (ExitStatus), repeated for whoever reads the log.
    switch BaselinedReport.outcome(reports) {
    case .newViolations: text += "\(new) new \(new == 1 ? "violation" : "violations") since \(file) (exit 2)\n"
    case .fixedOnly:
      text +=
        "\(fixed) baselined \(fixed == 1 ? "violation" : "violations") fixed: update the baseline with "
        + "archbench rules --write-baseline \(file) (exit 4)\n"
    case .unchanged: text += "no new violation since \(file) (exit 0)\n"
    }
    return text
  }

  /// The reports as without a baseline, each violation with its key and `baselineState`, and the
  /// fixed ones under `absent`.
  public static func json(_ reports: [BaselinedReport], baseline file: String) -> String {
    struct Item: Encodable {
      var rule: String
      var path: String
      var line: Int
      var column: Int
      var message: String
      var enclosing: String
      var snippet: String
      var occurrence: Int
      var baselineState: BaselineMatch.State
    }
    struct Report: Encodable {
      var root: String
      var architecture: String
      var rules: [String]
      var violations: [Item]
      var absent: [ViolationKey]
    }
    struct Document: Encodable {
      var baseline: String
      var reports: [Report]
    }
    return encode(
      Document(
        baseline: file,
        reports: reports.map { seen in
          Report(
            root: seen.report.root, architecture: seen.report.architecture, rules: seen.report.rules,
            violations: zip(seen.report.violations, zip(seen.keys, seen.match.states)).map { violation, pair in
              Item(
                rule: violation.rule, path: violation.path, line: violation.line, column: violation.column,
                message: violation.message, enclosing: pair.0.enclosing, snippet: pair.0.snippet,
                occurrence: pair.0.occurrence, baselineState: pair.1)
            }, absent: seen.match.absent)
        }))
  }

  /// SARIF with `baselineState` on every result; a fixed violation is an `absent` result at the
  /// line the baseline recorded, with level `none` (it no longer fails anything).
  public static func sarif(_ reports: [BaselinedReport]) -> String {
    var log = sarifLog(reports.map(\.report))
    var results: [SARIF.Result] = []
    var next = log.runs[0].results.makeIterator()
    for seen in reports {
      for state in seen.match.states {
        guard var result = next.next() else { break }
        result.baselineState = state.rawValue
        results.append(result)
      }
      for key in seen.match.absent {
        results.append(
          SARIF.Result(
            ruleId: key.rule, level: "none", message: .init(text: "fixed since the baseline: \(key.snippet)"),
            locations: [
              .init(
                physicalLocation: .init(
                  artifactLocation: .init(uri: uri(seen.report.path(of: key.path))),
                  region: .init(startLine: key.line, startColumn: 1)))
            ], baselineState: BaselineMatch.State.absent.rawValue))
      }
    }
    log.runs[0].results = results
    return encode(log)
  }
}
