import Foundation

/// Measured 1–5 scores per criterion and architecture, beside the published opinions.
///
/// Each criterion's evidence (see `Criterion.formula`) is mapped to 1–5 by min–max
/// scaling across the architectures in the report: score = 1 + round(4 × (v − min) /
/// (max − min)), so the best measured architecture gets 5 and the worst 1; when all
/// are equal, every one gets 3. The total is the weighted sum of the measured scores.
/// A measured score that differs from the published one by 2 or more is a disagreement.
///
/// ```swift
/// let card = Scorecard(data: data, weights: .defaults)
/// card.rows.first?.scores["mvc"]  // 2
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

  public init(data: ReportData, weights: Weights) {
    self.weights = weights
    var rows: [Row] = []
    for criterion in Criterion.allCases {
      var evidence: [String: Double] = [:]
      for metrics in data.architectures {
        if let value = criterion.evidence(for: metrics) { evidence[metrics.id] = (value * 1000).rounded() / 1000 }
      }
      rows.append(Row(criterion: criterion, scores: Self.scale(evidence), evidence: evidence))
    }
    self.rows = rows
    var totals: [String: Double] = [:]
    for metrics in data.architectures {
      totals[metrics.id] = rows.reduce(0) { sum, row in
        sum + Double(row.scores[metrics.id] ?? 0) * weights.weight(of: row.criterion)
      }
    }
    self.totals = totals
  }

  static func scale(_ values: [String: Double]) -> [String: Int] {
    guard let low = values.values.min(), let high = values.values.max() else { return [:] }
    return values.mapValues { value in
      high == low ? 3 : 1 + Int((4 * (value - low) / (high - low)).rounded())
    }
  }

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

  /// Whether the measured score and the published opinion differ by 2 points or more.
  public func disagrees(_ criterion: Criterion, architecture id: String) -> Bool {
    guard let measured = rows.first(where: { $0.criterion == criterion })?.scores[id],
      let published = PublishedOpinion.score(criterion, architecture: id)
    else { return false }
    return abs(measured - published) >= 2
  }
}
