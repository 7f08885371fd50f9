import Foundation

/// Measured 1–5 scores per criterion and architecture, beside the published opinions.
///
/// Each criterion's evidence (``Criterion/formula``) is mapped to 1–5 by the criterion's fixed
/// ``Bands``, so an architecture's score depends on its own evidence only. The total is the
/// weighted sum of the measured scores. A measured score that differs from the published one by
/// 2 or more is a disagreement, explained by ``disagreements(in:)``.
///
/// ```swift
/// let card = Scorecard(data: data, weights: .defaults)
/// card.rows.first?.scores["mvc"]  // 1
/// ```
public struct Scorecard: Sendable, Hashable, Codable {
  public struct Row: Sendable, Hashable, Codable {
    public var criterion: Criterion
    /// Architecture id → 1…5; absent when the evidence was not measured.
    public var scores: [String: Int]
    /// Architecture id → the evidence value the score came from, rounded to 3 decimals.
    public var evidence: [String: Double]
  }

  public var weights: Weights
  public var rows: [Row]
  /// Architecture id → weighted total of the measured scores.
  public var totals: [String: Double]

  /// - Parameter shifts: bands moved per criterion (``Bands/shifted(by:)``); the report's
  ///   scorecard moves none, the robustness analysis every one either way.
  public init(data: ReportData, weights: Weights, shifts: [Criterion: Int] = [:]) {
    self.weights = weights
    rows = Criterion.allCases.map { criterion in
      var evidence: [String: Double] = [:]
      for metrics in data.architectures {
        if let value = criterion.evidence(for: metrics) { evidence[metrics.id] = (value * 1000).rounded() / 1000 }
      }
      let bands = criterion.bands.shifted(by: shifts[criterion] ?? 0)
      return Row(criterion: criterion, scores: evidence.mapValues(bands.score), evidence: evidence)
    }
    totals = Self.totals(of: rows, architectures: data.architectures.map(\.id), weights: weights)
  }

  static func totals(of rows: [Row], architectures: [String], weights: Weights) -> [String: Double] {
    var totals: [String: Double] = [:]
    for id in architectures {
      totals[id] = rows.reduce(0) { sum, row in sum + Double(row.scores[id] ?? 0) * weights.weight(of: row.criterion) }
    }
    return totals
  }

  /// The row of `criterion`.
  public func row(_ criterion: Criterion) -> Row? { rows.first { $0.criterion == criterion } }

  /// The weighted total of the measured scores on the criteria the published table sums (every
  /// one but Performance), or `nil` when one of them was not measured for `id`.
  ///
  /// ```swift
  /// card.publishedCriteriaTotal(architecture: "mvp")  // 13.0, beside the published 14
  /// ```
  public func publishedCriteriaTotal(architecture id: String) -> Double? {
    let published = rows.filter { $0.criterion != .performance }
    guard published.allSatisfy({ $0.scores[id] != nil }) else { return nil }
    return publishedCriteriaSum(architecture: id)
  }

  /// The same sum with an unmeasured criterion counted 0, as the scorecard's table shows it.
  func publishedCriteriaSum(architecture id: String) -> Double {
    rows.filter { $0.criterion != .performance }.reduce(0.0) { sum, row in
      sum + Double(row.scores[id] ?? 0) * weights.weight(of: row.criterion)
    }
  }

  /// Whether the measured score of the sample and the published opinion of the architecture it
  /// stands for differ by 2 points or more.
  public func disagrees(_ criterion: Criterion, architecture id: String) -> Bool {
    guard let measured = row(criterion)?.scores[id],
      let published = PublishedOpinion.score(criterion, architecture: id)
    else { return false }
    return abs(measured - published) >= 2
  }
}
