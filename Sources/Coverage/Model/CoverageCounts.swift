/// How many of some kind of code unit — lines, functions or regions — ran, out of all.
///
/// ```swift
/// let lines = CoverageCounts(covered: 72, total: 80)
/// lines.percent  // 90.0
/// ```
public struct CoverageCounts: Sendable, Hashable {
  /// The units that ran at least once.
  public var covered: Int
  /// All units llvm-cov knows of in the code measured.
  public var total: Int

  public init(covered: Int, total: Int) {
    self.covered = covered
    self.total = total
  }

  /// No code units at all.
  public static let zero = CoverageCounts(covered: 0, total: 0)

  /// The covered share in percent, or `nil` when there is nothing to cover: 0 of 0 is
  /// no measurement, not 0 % or 100 %.
  public var percent: Double? {
    total == 0 ? nil : Double(covered) * 100 / Double(total)
  }

  static func + (lhs: CoverageCounts, rhs: CoverageCounts) -> CoverageCounts {
    CoverageCounts(covered: lhs.covered + rhs.covered, total: lhs.total + rhs.total)
  }
}

extension CoverageCounts: Codable {
  private enum CodingKeys: String, CodingKey {
    case covered, total, percent
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    covered = try container.decode(Int.self, forKey: .covered)
    total = try container.decode(Int.self, forKey: .total)
  }

  // The percentage is written too, so that readers of the JSON need not divide; it is
  // derived, so decoding ignores it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(covered, forKey: .covered)
    try container.encode(total, forKey: .total)
    try container.encodeIfPresent(percent, forKey: .percent)
  }
}
