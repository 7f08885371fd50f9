/// One codebase's check seen through a baseline: each violation with its key and state, and
/// the baseline's violations under this root that are gone.
///
/// ```swift
/// let seen = BaselinedReport.match(reports, keys: reports.map(ViolationKey.keys(of:)), baseline: baseline)
/// seen.contains { $0.match.newCount > 0 }
/// ```
public struct BaselinedReport: Sendable, Equatable {
  public var report: RuleReport
  public var keys: [ViolationKey]
  public var match: BaselineMatch

  public init(report: RuleReport, keys: [ViolationKey], match: BaselineMatch) {
    self.report = report
    self.keys = keys
    self.match = match
  }

  /// Matches every report against one baseline. A baselined violation gone from every report is
  /// absent once, under the report that checked its rule (the first, when none did).
  public static func match(
    _ reports: [RuleReport], keys: [[ViolationKey]], baseline: RulesBaseline
  )
    -> [BaselinedReport]
  {
    let all = keys.flatMap { $0 }
    let overall = BaselineMatch(keys: all, baseline: baseline)
    return zip(reports, keys).enumerated().map { index, pair in
      let (report, keys) = pair
      let here = BaselineMatch(keys: keys, baseline: baseline)
      let rules = Set(report.rules)
      let absent = overall.absent.filter { key in
        rules.contains(key.rule) || (index == 0 && !reports.contains { $0.rules.contains(key.rule) })
      }
      return BaselinedReport(report: report, keys: keys, match: BaselineMatch(states: here.states, absent: absent))
    }
  }

  /// What the reports conclude: new violations fail; fixed ones alone ask for an update.
  public static func outcome(_ reports: [BaselinedReport]) -> Outcome {
    if reports.contains(where: { $0.match.newCount > 0 }) { return .newViolations }
    if reports.contains(where: { !$0.match.absent.isEmpty }) { return .fixedOnly }
    return .unchanged
  }

  /// `archbench rules --baseline`'s conclusion, mapped to exit statuses 2, 4 and 0 as `archbench check`'s.
  public enum Outcome: Sendable, Hashable {
    case unchanged
    case newViolations
    case fixedOnly
  }
}

extension BaselineMatch {
  init(states: [State], absent: [ViolationKey]) {
    self.states = states
    self.absent = absent
  }
}
