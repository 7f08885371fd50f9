/// Today's violations against a baseline: new ones fail, baselined ones are counted apart, and
/// the baseline's that are gone are reported so that the baseline can be updated.
///
/// ```swift
/// let match = BaselineMatch(keys: ViolationKey.keys(of: report), baseline: baseline)
/// match.new.isEmpty
/// ```
public struct BaselineMatch: Sendable, Equatable {
  /// SARIF 2.1.0's `result.baselineState` (§3.27.24) for each kind of result archbench writes.
  public enum State: String, Sendable, Codable {
    case new
    case unchanged
    case absent
  }

  /// For each of today's keys, in their order: `new` or `unchanged`.
  public var states: [State]
  /// The baseline's violations that no longer occur.
  public var absent: [ViolationKey]

  public init(keys: [ViolationKey], baseline: RulesBaseline) {
    let frozen = Set(baseline.violations.map(\.identity))
    states = keys.map { frozen.contains($0.identity) ? .unchanged : .new }
    let today = Set(keys.map(\.identity))
    absent = baseline.violations.filter { !today.contains($0.identity) }
  }

  public var newCount: Int { states.filter { $0 == .new }.count }
  public var unchangedCount: Int { states.filter { $0 == .unchanged }.count }
}
