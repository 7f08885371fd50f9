/// A measured score 2 or more points from S2's opinion, with the figure that drives it.
///
/// The reason is generated from the evidence row: the sample's figure, the band it falls in,
/// and what the figure would have to be for the published score.
///
/// ```swift
/// Disagreement.all(in: card).first?.reason
/// // "4.57 files per change scores 2 (4 < v ≤ 5); S2's 4 would need at most 3"
/// ```
public struct Disagreement: Sendable, Hashable {
  public var sample: String
  public var criterion: Criterion
  public var measured: Int
  public var published: Int
  public var reason: String

  /// Every disagreement of the scorecard, in the published table's order of architectures, then criteria.
  public static func all(in card: Scorecard) -> [Disagreement] {
    PublishedOpinion.architectures.flatMap { id in
      card.rows.compactMap { row -> Disagreement? in
        guard card.disagrees(row.criterion, architecture: id), let measured = row.scores[id],
          let published = PublishedOpinion.score(row.criterion, architecture: id), let value = row.evidence[id]
        else { return nil }
        return Disagreement(
          sample: id, criterion: row.criterion, measured: measured, published: published,
          reason: reason(row.criterion, value: value, measured: measured, published: published))
      }
    }
  }

  static func reason(_ criterion: Criterion, value: Double, measured: Int, published: Int) -> String {
    let bands = criterion.bands
    let figure = criterion.describe(value)
    let needed: String
    if bands.higherIsBetter {
      needed =
        published > measured
        ? "at least \(criterion.describe(bands.edges[published - 2]))"
        : "below \(criterion.describe(bands.edges[published - 1]))"
    } else {
      needed =
        published > measured
        ? "at most \(criterion.describe(bands.edges[5 - published]))"
        : "more than \(criterion.describe(bands.edges[4 - published]))"
    }
    return "\(figure) scores \(measured); S2's \(published) would need \(needed)"
  }
}
