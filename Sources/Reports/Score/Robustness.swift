/// How much the scorecard's ranking depends on its weights and its bands.
///
/// Every architecture is ranked under every weighting on a grid (each weight 0, 0.5, 1, 1.5 or
/// 2, at least one not 0: 3,124 weightings), first with the report's bands, then also with each
/// criterion's bands moved one band either way (``Bands/shifted(by:)``, 3⁵ = 243 settings).
/// A weighting that counts one criterion alone ties every architecture that scores alike on it,
/// so the ranks over the weightings that count every criterion (each weight 0.5–2: 1,024) are
/// given apart: what holds under any weighting a reader would call reasonable.
/// The rank is 1 + the number of architectures with a higher total, so ties share the better
/// rank. An architecture is *dominated* when another scores at least as well on every criterion
/// and better on one: no weighting can put it above that one.
///
/// ```swift
/// let robustness = Robustness(data: data)
/// robustness.ranks["mvvm"]?.overWeights      // 1...4
/// robustness.dominated["vip"]                // ["mvc"]
/// ```
public struct Robustness: Sendable, Hashable {
  /// The ranks one architecture takes.
  public struct Ranks: Sendable, Hashable {
    /// With the embedded default weights and the report's bands.
    public var atDefaults: Int
    /// Over the weightings that count every criterion (each weight 0.5–2), with the report's bands.
    public var everyCriterionCounted: ClosedRange<Int>
    /// Over every weighting of the grid, with the report's bands.
    public var overWeights: ClosedRange<Int>
    /// Over every weighting and every band setting.
    public var overWeightsAndBands: ClosedRange<Int>
  }

  /// The weights each criterion takes on the grid.
  public static let gridSteps: [Double] = [0, 0.5, 1, 1.5, 2]

  /// Architecture id → its ranks; only architectures measured on every criterion are ranked.
  public var ranks: [String: Ranks]
  /// Architecture id → the ids of the architectures that dominate it; absent when none does.
  public var dominated: [String: [String]]
  /// The weightings on the grid.
  public var weightings: Int
  /// The band settings tried.
  public var bandSettings: Int

  public init(data: ReportData) {
    let criteria = Criterion.allCases
    // The evidence is read once; each band setting only scores it again.
    let card = Scorecard(data: data, weights: .defaults)
    let ids = data.architectures.map(\.id).filter { id in card.rows.allSatisfy { $0.evidence[id] != nil } }
    let weightings = Self.weightings()
    let settings = Self.bandSettings()
    self.weightings = weightings.count
    self.bandSettings = settings.count

    // Scores per setting, as a matrix [architecture][criterion]. Adding the same number to one
    // criterion's scores of every architecture moves every total alike and no rank, so each
    // matrix is taken less its columns' minimums, and settings that leave the same matrix are
    // ranked once.
    let matrices: [[[Double]]] = settings.map { shifts in
      let bands = card.rows.map { $0.criterion.bands.shifted(by: shifts[$0.criterion] ?? 0) }
      return ids.map { id in zip(card.rows, bands).map { row, bands in Double(bands.score(row.evidence[id]!)) } }
    }
    let base = matrices[settings.firstIndex { $0.values.allSatisfy { $0 == 0 } }!]
    var distinct: [[[Double]]] = []
    for matrix in matrices.map(Self.lessColumnMinimums) where !distinct.contains(matrix) { distinct.append(matrix) }
    let overWeights = Self.rankRanges(Self.lessColumnMinimums(base), weightings)
    let counted = Self.rankRanges(Self.lessColumnMinimums(base), weightings.filter { !$0.contains(0) })
    var overAll = overWeights
    for matrix in distinct {
      for (index, range) in Self.rankRanges(matrix, weightings).enumerated() {
        overAll[index] =
          min(overAll[index].lowerBound, range.lowerBound)...max(overAll[index].upperBound, range.upperBound)
      }
    }
    let defaults = Self.ranks(base, criteria.map { Weights.defaults.weight(of: $0) })
    var ranks: [String: Ranks] = [:]
    for (index, id) in ids.enumerated() {
      ranks[id] = Ranks(
        atDefaults: defaults[index], everyCriterionCounted: counted[index], overWeights: overWeights[index],
        overWeightsAndBands: overAll[index])
    }
    self.ranks = ranks

    var dominated: [String: [String]] = [:]
    for (index, id) in ids.enumerated() {
      let by = ids.indices.filter { other in
        other != index && zip(base[other], base[index]).allSatisfy { $0 >= $1 }
          && zip(base[other], base[index]).contains { $0 > $1 }
      }
      if !by.isEmpty { dominated[id] = by.map { ids[$0] } }
    }
    self.dominated = dominated
  }

  static func lessColumnMinimums(_ matrix: [[Double]]) -> [[Double]] {
    guard let first = matrix.first else { return matrix }
    let minimums = first.indices.map { column in matrix.map { $0[column] }.min()! }
    return matrix.map { row in zip(row, minimums).map { $0 - $1 } }
  }

  /// Each row's rank under `weights`: 1 + the rows with a higher total.
  static func ranks(_ matrix: [[Double]], _ weights: [Double]) -> [Int] {
    var totals = [Double](repeating: 0, count: matrix.count)
    for row in matrix.indices {
      for column in weights.indices { totals[row] += matrix[row][column] * weights[column] }
    }
    var ranks = [Int](repeating: 1, count: matrix.count)
    for row in totals.indices {
      for other in totals.indices where totals[other] > totals[row] + 1e-9 { ranks[row] += 1 }
    }
    return ranks
  }

  /// Each row's best and worst rank over `weightings`.
  static func rankRanges(_ matrix: [[Double]], _ weightings: [[Double]]) -> [ClosedRange<Int>] {
    var best = [Int](repeating: Int.max, count: matrix.count)
    var worst = [Int](repeating: 0, count: matrix.count)
    for weights in weightings {
      for (row, rank) in ranks(matrix, weights).enumerated() {
        best[row] = min(best[row], rank)
        worst[row] = max(worst[row], rank)
      }
    }
    return matrix.indices.map { best[$0]...worst[$0] }
  }

  /// Every weighting on the grid, in `Criterion.allCases` order, at least one weight not 0.
  static func weightings() -> [[Double]] {
    var all: [[Double]] = [[]]
    for _ in Criterion.allCases { all = all.flatMap { prefix in gridSteps.map { prefix + [$0] } } }
    return all.filter { $0.contains { $0 > 0 } }
  }

  /// Every band setting: each criterion's bands moved −1, 0 or +1.
  static func bandSettings() -> [[Criterion: Int]] {
    var all: [[Criterion: Int]] = [[:]]
    for criterion in Criterion.allCases {
      all = all.flatMap { prefix in [-1, 0, 1].map { prefix.merging([criterion: $0]) { $1 } } }
    }
    return all
  }
}
