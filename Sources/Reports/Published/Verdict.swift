/// Whether archbench's figure agrees with a published claim, and by how much it differs.
///
/// The rule, one tolerance for every claim of a size, ±15 %:
/// - a claimed figure (a ratio such as ×1.61, "about as much" as ×1, or a score total) agrees
///   when archbench's is within ±15 % of it, both ends included;
/// - a claim of "more" agrees when archbench's ratio is at least ×1.15, one of "fewer" when
///   it is at most ×0.85: a difference smaller than the tolerance confirms neither.
///
/// Claims that state no size are judged without it:
/// - a claim of order ("the least code", "the best testability") agrees when the subject's
///   figure is the extreme of its group, a tie included; the margin to the runner-up is shown
///   but not judged, since the claim names none;
/// - a claimed behaviour agrees when every sample passes every conformance scenario that
///   shows it.
///
/// ```swift
/// Verdict(observed: 1.2, expected: .about(1.61)).agrees              // false: 25 % lower
/// Verdict(observed: 6, expected: .more).agrees                       // true
/// Verdict(subject: 713, others: [996, 960], expected: .least).agrees  // true, 26 % below the next
/// Verdict(shownIn: 9, of: 9).agrees                                   // true
/// ```
public struct Verdict: Sendable, Hashable {
  /// What a claim says a figure is.
  public enum Expectation: Sendable, Hashable {
    /// A figure, e.g. `.about(2)` for "almost twice", `.about(1)` for "about as much".
    case about(Double)
    /// A ratio above 1: "a large number of interfaces".
    case more
    /// A ratio below 1: "classes with very small responsibilities".
    case fewer
    /// The subject's figure is the smallest of its group: "the least code".
    case least
    /// The subject's figure is the largest of its group: "the best testability".
    case highest
  }

  /// How far a figure may stray from the claim, as a share of it.
  public static let tolerance = 0.15

  public var agrees: Bool
  /// archbench's figure ÷ the claimed one − 1 for `.about`, archbench's ratio − 1 for `.more`
  /// and `.fewer`, the subject's figure ÷ the runner-up's − 1 for an order, and the share of
  /// samples that show a behaviour − 1; rounded to 6 decimals so that a figure exactly on the
  /// boundary counts as on it.
  public var difference: Double

  public init(observed: Double, expected: Expectation) {
    let raw: Double
    switch expected {
    case .about(let claimed): raw = observed / claimed - 1
    case .more, .fewer, .least, .highest: raw = observed - 1
    }
    difference = Self.rounded(raw)
    switch expected {
    case .about: agrees = abs(difference) <= Self.tolerance
    case .more, .highest: agrees = difference >= Self.tolerance
    case .fewer, .least: agrees = difference <= -Self.tolerance
    }
  }

  /// A claim of order: `subject` against the figures of the rest of its group (not empty).
  public init(subject: Double, others: [Double], expected: Expectation) {
    let isLeast = if case .least = expected { true } else { false }
    let runnerUp = (isLeast ? others.min() : others.max()) ?? subject
    agrees = isLeast ? subject <= runnerUp : subject >= runnerUp
    difference = runnerUp == 0 ? 0 : Self.rounded(subject / runnerUp - 1)
  }

  /// A claimed behaviour, shown by `passed` of `total` samples.
  public init(shownIn passed: Int, of total: Int) {
    agrees = total > 0 && passed == total
    difference = total == 0 ? -1 : Self.rounded(Double(passed) / Double(total) - 1)
  }

  /// The difference in whole percent, without its sign.
  public var percent: Int { Int((abs(difference) * 100).rounded()) }

  private static func rounded(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
}
