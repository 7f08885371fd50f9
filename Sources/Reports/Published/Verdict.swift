/// Whether archbench's figure agrees with a published claim, and by how much it differs.
///
/// The rule, one tolerance for every row:
/// - a claimed figure (a ratio such as ×1.61, or a score total) agrees when archbench's is
///   within ±15 % of it, both ends included;
/// - a claim of "more" agrees when archbench's ratio is at least ×1.15, one of "fewer" when
///   it is at most ×0.85: a difference smaller than the tolerance confirms neither.
///
/// ```swift
/// Verdict(observed: 1.2, expected: .about(1.61)).agrees  // false: 25 % lower
/// Verdict(observed: 6, expected: .more).agrees           // true
/// ```
public struct Verdict: Sendable, Hashable {
  /// What a claim says a figure is.
  public enum Expectation: Sendable, Hashable {
    /// A figure, e.g. `.about(2)` for "almost twice".
    case about(Double)
    /// A ratio above 1: "a large number of interfaces".
    case more
    /// A ratio below 1: "classes with very small responsibilities".
    case fewer
  }

  /// How far a figure may stray from the claim, as a share of it.
  public static let tolerance = 0.15

  public var agrees: Bool
  /// archbench's figure ÷ the claimed one − 1 for `.about`, archbench's ratio − 1 otherwise;
  /// rounded to 6 decimals so that a figure exactly on the boundary counts as on it.
  public var difference: Double

  public init(observed: Double, expected: Expectation) {
    let raw: Double
    switch expected {
    case .about(let claimed): raw = observed / claimed - 1
    case .more, .fewer: raw = observed - 1
    }
    difference = (raw * 1_000_000).rounded() / 1_000_000
    switch expected {
    case .about: agrees = abs(difference) <= Self.tolerance
    case .more: agrees = difference >= Self.tolerance
    case .fewer: agrees = difference <= -Self.tolerance
    }
  }

  /// The difference in whole percent, without its sign.
  public var percent: Int { Int((abs(difference) * 100).rounded()) }
}
