import Foundation

/// Fixed thresholds that map one criterion's evidence to a score of 1–5.
///
/// Four edges split the evidence into five bands. They are constants, so a sample's score
/// depends on its own evidence only: adding, removing or changing another sample never moves
/// it. `higherIsBetter` says which end scores 5; an evidence value on an edge takes the better
/// band. `shifted(by:)` moves every edge one band (or more) to test how much a conclusion
/// depends on where the edges sit.
///
/// ```swift
/// let bands = Bands(edges: [1.10, 1.25, 1.5, 2], higherIsBetter: false, spacing: .geometric)
/// bands.score(1.02)               // 5
/// bands.score(1.38)               // 3
/// bands.shifted(by: 1).score(1.02)  // 4: every edge one band stricter
/// ```
public struct Bands: Sendable, Hashable, Codable {
  /// How the edges continue past the ends when they are shifted.
  public enum Spacing: String, Sendable, Hashable, Codable {
    /// Each band is the same width: the next edge adds the last step.
    case linear
    /// Each band is the same ratio: the next edge multiplies by the last ratio.
    case geometric
  }

  /// Ascending; the evidence at or past `edges[i]` on the good side scores at least `i + 2`
  /// (`higherIsBetter`), or at most `edges[i]` scores at least `5 − i` (lower is better).
  public var edges: [Double]
  public var higherIsBetter: Bool
  public var spacing: Spacing

  public init(edges: [Double], higherIsBetter: Bool, spacing: Spacing) {
    precondition(edges.count == 4 && zip(edges, edges.dropFirst()).allSatisfy { $0 < $1 }, "four ascending edges")
    self.edges = edges
    self.higherIsBetter = higherIsBetter
    self.spacing = spacing
  }

  /// The score of `value`, 1–5.
  public func score(_ value: Double) -> Int {
    higherIsBetter ? 1 + edges.count { $0 <= value } : 5 - edges.count { $0 < value }
  }

  /// The same bands with every edge moved `bands` bands: a positive count asks more of the
  /// evidence for the same score, a negative one less.
  ///
  /// An edge moved past the last (or first) edge continues the spacing of the last two.
  public func shifted(by bands: Int) -> Bands {
    guard bands != 0 else { return self }
    let toward = higherIsBetter ? bands : -bands
    let moved = (0..<edges.count).map { edge(at: $0 + toward) }
    return Bands(edges: moved, higherIsBetter: higherIsBetter, spacing: spacing)
  }

  /// Edge `index`, extended past either end with the spacing of the nearest two edges.
  func edge(at index: Int) -> Double {
    if edges.indices.contains(index) { return edges[index] }
    let last = edges.count - 1
    let (from, steps, a, b) =
      index > last ? (edges[last], index - last, edges[last - 1], edges[last]) : (edges[0], index, edges[0], edges[1])
    switch spacing {
    case .linear: return from + Double(steps) * (b - a)
    case .geometric: return from * pow(b / a, Double(steps))
    }
  }
}
